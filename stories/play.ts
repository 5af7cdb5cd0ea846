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
