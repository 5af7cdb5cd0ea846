import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Helpers for the stories' `play` functions. Each play asserts what its story shows, and the
 * stories run as tests in Chromium (tests/browser/storybook.test.ts), so they wait on what a visitor would see
 * rather than on fixed sleeps.
 */

/** Submissions cross 300 ms step delays and the demo API; a busy 2-core CI machine needs seconds. */
export const SLOW = { timeout: 5000 };

/** Matches the whole (whitespace-normalised) text, so 'Could not submit form.' is not found inside a longer message. */
export const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

const panels = (canvas: HTMLElement) => [...canvas.querySelectorAll<HTMLElement>('[data-panel-type]')];

/** Waits for the lead wizard to enhance its markup (one panel shown) and returns that panel. */
export async function shownPanel(canvas: HTMLElement): Promise<HTMLElement> {
  await customElements.whenDefined('vt-lead-wizard');
  let shown: HTMLElement[] = [];
  await waitFor(() => {
    expect(canvas.querySelector('vt-lead-wizard')).toHaveAttribute('data-ready');
    shown = panels(canvas).filter((p) => !p.hidden);
    expect(shown).toHaveLength(1);
  }, SLOW);
  return shown[0]!;
}

/** Waits for the panel whose data-id is `id` to be the one shown. */
export async function expectPanel(canvas: HTMLElement, id: string, options = SLOW): Promise<HTMLElement> {
  await waitFor(
    () =>
      expect(
        panels(canvas)
          .filter((p) => !p.hidden)
          .map((p) => p.dataset.id),
      ).toEqual([id]),
    options,
  );
  return canvas.querySelector<HTMLElement>(`[data-panel-type][data-id="${id}"]`)!;
}

/** Clicks the shown panel's Next `times` times, each time waiting for the next panel with a Next button. */
export async function clickThrough(canvas: HTMLElement, times = 1): Promise<void> {
  let previous: HTMLElement | null = null;
  for (let i = 0; i < times; i++) {
    await shownPanel(canvas);
    let next: HTMLElement | null = null;
    await waitFor(() => {
      const shown = panels(canvas).filter((p) => !p.hidden);
      expect(shown).toHaveLength(1);
      expect(shown[0]).not.toBe(previous);
      next = shown[0]!.querySelector<HTMLElement>('[data-next]');
      expect(next).not.toBeNull();
      previous = shown[0]!;
    }, SLOW);
    await userEvent.click(next!);
  }
}

/** The §8 submit failure shown beside the Next button (role alert), once it arrives. */
export async function expectSubmitError(canvas: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(canvas.querySelector('[role="alert"]')).toHaveTextContent(exactly(text)), SLOW);
}

/**
 * The page clock (Playwright's, `page.clock`) of the Storybook runner (tests/browser/storybook.test.ts),
 * for a story whose behaviour is a delay (a timed modal's second, a hover's 200 ms): a story tagged
 * `page-clock` is played on a page whose clock the runner installed before Storybook loaded, and
 * the play moves it through `window.__vtPageClock` (a Playwright binding). Paused, the page's
 * timers fire only inside `runFor`, so what a timer does has happened when `runFor` resolves and
 * what it has not done cannot still be on its way: no real time decides. A story argument for the
 * delay would test another number than the element's own, so the element keeps its delay and the
 * test moves the time. While paused, nothing that waits on a timer may run (Testing Library's
 * waitFor, userEvent): use `paused` and synchronous checks, and resume before
 * the play ends (the a11y check and Storybook's teardown need timers).
 */
export interface PageClock {
  /** Stops the page's time (now or a moment later: the timers due by then fire first). */
  pause(): Promise<void>;
  /** Moves the paused time on `ms`, firing every timer due on the way. */
  runFor(ms: number): Promise<void>;
  /** Lets the time flow again. */
  resume(): Promise<void>;
}

type ClockBinding = (action: 'pause' | 'runFor' | 'resume', ms?: number) => Promise<void>;

/** The runner's page clock, or null where there is none (Storybook opened by an engineer). */
export function pageClock(): PageClock | null {
  const binding = (window as unknown as { __vtPageClock?: ClockBinding }).__vtPageClock;
  if (!binding) return null;
  return { pause: () => binding('pause'), runFor: (ms) => binding('runFor', ms), resume: () => binding('resume') };
}

/**
 * What a visitor does, as plain DOM events dispatched at once, for a paused page clock: userEvent
 * waits on timers between its events (even with `delay: null`, Storybook's instrumented one hung
 * on a paused clock), so it cannot run there.
 */
export const paused = {
  /** The pointer (a mouse) moves onto `el`, then off it. */
  hover: (el: Element) => el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' })),
  unhover: (el: Element) => el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' })),
  /** Types `text` at the end of `input`, a key at a time, as a keyboard's input events. */
  type(input: HTMLInputElement, text: string) {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const char of text) {
      setValue.call(input, input.value + char);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: char }));
    }
  },
};
