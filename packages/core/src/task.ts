/**
 * Runs `run` in a task of its own, after the ones already queued, so the browser can paint and
 * handle input in between (issue 10: no long task of ours). A MessageChannel, not a timer:
 * setTimeout(0) is clamped to 4 ms once nested. Returns a cancel function.
 */
export function nextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(0);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/**
 * Runs `run` when the page is idle (what was queued has run), at most `timeout` ms later; in the
 * next task where the browser has no requestIdleCallback (Safari). Returns a cancel function.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') return nextTask(run);
  const id = requestIdleCallback(run, { timeout });
  return () => cancelIdleCallback(id);
}
