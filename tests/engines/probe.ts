import { startDemoServer, type DemoServer } from '@vt-elements/demo-api/server';
import { root } from '../../scripts/elements.mjs';
import { requireBuiltDist } from '../support/browser';

/**
 * What every page of the cross-engine tests carries, first in its <head> (the demo server puts it
 * there: WebDriver classic has no init scripts): the page's uncaught errors, unhandled rejections
 * and console.error lines, kept on `window.__vtProbe` for the test to read, in any engine.
 */
function probe() {
  const found = { errors: [] as string[], consoleErrors: [] as string[], clicks: [] as string[] };
  (window as unknown as { __vtProbe: typeof found }).__vtProbe = found;
  addEventListener('error', (event) => {
    // Resource load failures are not ErrorEvents (and do not bubble to window); uncaught errors are.
    if (event instanceof ErrorEvent) found.errors.push(`${event.message} (${event.filename}:${event.lineno})`);
  });
  addEventListener('unhandledrejection', (event) =>
    found.errors.push(`unhandled rejection: ${String((event.reason as Error)?.message ?? event.reason)}`),
  );
  // Where the last clicks landed, for a failure message: a click aimed at a target that moved lands elsewhere.
  addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      found.clicks = [
        ...found.clicks.slice(-4),
        `${target.localName}${target.id ? `#${target.id}` : ''}.${target.className} "${(target.textContent ?? '').trim().slice(0, 30)}" at ${event.clientX},${event.clientY}`,
      ];
    },
    true,
  );
  const error = console.error;
  console.error = function (...args: unknown[]) {
    found.consoleErrors.push(args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    return error.apply(this, args);
  };
}

/** What the probe found on the current page. */
export interface Probed {
  errors: string[];
  consoleErrors: string[];
  clicks: string[];
}

export const readProbe = (): Probed =>
  (window as unknown as { __vtProbe?: Probed }).__vtProbe ?? { errors: ['no probe on this page'], consoleErrors: [], clicks: [] };

/** One rendering frame of a page with lead forms. */
export interface Frame {
  /** Every wizard has taken over (data-ready). */
  ready: boolean;
  wizards: { height: number; shown: string[] }[];
}

/**
 * The first-frames recorder (tests/browser/first-frames.test.ts, for every engine): from before the
 * first paint, one sample a rendering frame of each lead form's height and shown panels, on
 * `window.__vtFrames`, until its forms have taken over and 10 frames more.
 */
export function recordFrames() {
  const frames: Frame[] = [];
  (window as unknown as { __vtFrames: typeof frames }).__vtFrames = frames;
  let after = 10;
  const sample = () => {
    const wizards = [...document.querySelectorAll('vt-lead-wizard')];
    if (wizards.length) {
      const ready = wizards.every((w) => w.hasAttribute('data-ready'));
      frames.push({
        ready,
        wizards: wizards.map((w) => ({
          height: Math.round(w.getBoundingClientRect().height),
          // A panel is shown when it has a box (display:none and [hidden] give none).
          shown: [...w.querySelectorAll('[data-panel-type]')]
            .filter((p) => p.getClientRects().length > 0)
            .map((p) => p.getAttribute('data-id') ?? '?'),
        })),
      });
      if (ready && --after === 0) return;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** In the page: the frames recordFrames() took, once it has stopped (its forms ready, 10 frames more); else null. */
export const recordedFrames = (): Frame[] | null => {
  const frames = (window as unknown as { __vtFrames?: Frame[] }).__vtFrames ?? [];
  return frames.filter((f) => f.ready).length >= 10 ? frames : null;
};

export const AUTOLOAD_LATE_MS = 800;

/**
 * A demo server whose pages carry the probe. `frames`: they record their first frames too, and
 * dist/autoload.js is answered 800 ms late, as from a slow CDN.
 */
export function startProbedServer({ frames = false } = {}): Promise<DemoServer> {
  requireBuiltDist();
  return startDemoServer({
    root,
    headScript: `(${probe.toString()})();${frames ? `(${recordFrames.toString()})();` : ''}`,
    delay: frames ? (url) => (url.pathname === '/dist/autoload.js' ? AUTOLOAD_LATE_MS : 0) : undefined,
  });
}
