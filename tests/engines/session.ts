/**
 * One small driver interface over the two engines Chromium's suite does not cover (issue 30):
 * Firefox through WebDriver BiDi (puppeteer-core) and WebKitGTK through WebDriver classic
 * (WebKitWebDriver has no BiDi yet). The flows are written once against it, so a flow that breaks
 * in one engine only fails in that engine's file.
 *
 * In-page functions are sent as source (like Playwright's `evaluate`): they may not use the test's
 * closures, only their arguments.
 */

export type Engine = 'firefox' | 'webkit';

/** Keys by their DOM `key` name; each driver maps them to its own codes. */
export type Key = 'Enter' | 'Tab' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | ' ' | 'Backspace';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- in-page functions take any JSON arguments
export type PageFunction<T> = (...args: any[]) => T | Promise<T>;

export interface Session {
  engine: Engine;
  /** The browser's own version string (for the note and the docs). */
  version: string;
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with JSON `args`; its (awaited) JSON result. */
  run<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** A real pointer click (scrolled into view, at its centre) on the element `find` returns. */
  click(find: PageFunction<Element | null | undefined>, ...args: unknown[]): Promise<void>;
  /** Types `text` as key presses into whatever has focus. */
  type(text: string): Promise<void>;
  /** Presses and releases each key, in order. */
  press(...keys: Key[]): Promise<void>;
  /** The layout viewport's size in CSS pixels (the window is resized to get it). */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * In the page: the element `find` (sent as source) returns, scrolled to the middle of the viewport
 * and left there until its box has not moved for three frames (at most 2 s). A click is aimed at
 * a point: where the layout above the target still settles (a block closing, a sticky bar
 * appearing), a point taken too early lands on whatever moved in.
 */
export async function steadyTarget(findSource: string, args: unknown[]): Promise<Element> {
  const find = (0, eval)(`(${findSource})`) as (...a: unknown[]) => Element | null | undefined;
  const element = find(...args);
  if (!element) throw new Error(`nothing found by ${findSource.slice(0, 120)}`);
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const box = () => JSON.stringify(element.getBoundingClientRect());
  let last = box();
  for (let steady = 0, frames = 0; steady < 3 && frames < 120; frames++) {
    await frame();
    const now = box();
    steady = now === last ? steady + 1 : 0;
    last = now;
  }
  return element;
}

/** Polls `fn` in the page until it returns something truthy; fails after `timeout` ms naming `what` and the last value. */
/** What a poll returns once it succeeds. */
export type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

export async function waitFor<T>(session: Session, what: string, fn: PageFunction<T>, ...args: unknown[]): Promise<Truthy<T>> {
  const deadline = Date.now() + 20_000;
  let last: T | undefined;
  for (;;) {
    last = await session.run(fn, ...args);
    if (last) return last as Truthy<T>;
    if (Date.now() > deadline) {
      const clicks = await session
        .run(() => (window as unknown as { __vtProbe?: { clicks: string[] } }).__vtProbe?.clicks ?? [])
        .catch(() => []);
      throw new Error(
        `${session.engine}: timed out waiting for ${what} (last: ${JSON.stringify(last)}); the last clicks landed on:\n${clicks.join('\n')}`,
      );
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** A click whose element `find` locates by text; fails naming the text when nothing matches. */
export function clickText(session: Session, selector: string, text: string | RegExp): Promise<void> {
  const source = typeof text === 'string' ? { exact: text } : { pattern: text.source, flags: text.flags };
  return session.click(
    (sel: string, want: { exact?: string; pattern?: string; flags?: string }) => {
      const matches = (s: string) => (want.exact !== undefined ? s === want.exact : new RegExp(want.pattern!, want.flags).test(s));
      const found = [...document.querySelectorAll(sel)].find((el) => {
        const box = el.getBoundingClientRect();
        // Its text, or its accessible name from aria-label (an icon button's only name).
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return box.width > 0 && box.height > 0 && (matches(text) || matches(el.getAttribute('aria-label') ?? ''));
      });
      if (!found) throw new Error(`no visible ${sel} with text ${want.exact ?? want.pattern}`);
      return found;
    },
    selector,
    source,
  );
}

/** A click on the first visible element matching `selector`. */
export function clickOn(session: Session, selector: string): Promise<void> {
  return session.click((sel: string) => {
    const found = [...document.querySelectorAll(sel)].find((el) => el.getClientRects().length > 0);
    if (!found) throw new Error(`no visible ${sel}`);
    return found;
  }, selector);
}

/** Focuses the first element matching `selector` by clicking it, then types `text` into it. */
export async function fill(session: Session, selector: string, text: string): Promise<void> {
  await clickOn(session, selector);
  await session.type(text);
}

/**
 * Waits until no finite animation or transition runs: a click aimed while the layout above the
 * target still moves (a block closing over 300 ms) lands where the target was.
 */
export function stillLayout(session: Session): Promise<boolean> {
  return waitFor(session, 'animations to end', () =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}
