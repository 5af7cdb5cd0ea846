import { systemClock, type Clock } from './clock';
import { nextTask } from './task';

/**
 * Runs `run` in a task after the next frame is painted: work an interaction can leave for later
 * (keeping a form, say) does not hold up the paint that shows its result (issue 38, the Next
 * click). A page that paints no frame (a hidden tab) runs it `FRAME_FALLBACK_MS` later on `clock`
 * all the same. Returns a cancel function.
 */
export function afterPaint(run: () => void, clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock): () => void {
  let done = false;
  let cancelTask = () => {};
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    clock.clearTimeout(timer);
    cancelTask();
  };
  const fire = () => {
    if (done) return;
    stop();
    run();
  };
  // A frame's callbacks run just before its paint: the task queued there runs after it.
  const frame = requestAnimationFrame(() => (cancelTask = nextTask(fire)));
  const timer = clock.setTimeout(fire, FRAME_FALLBACK_MS);
  return stop;
}

/** How long afterPaint waits for a frame before it runs anyway (a hidden tab paints none). */
export const FRAME_FALLBACK_MS = 100;
