import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import '@vt-elements/modal/modal-element';
import '@vt-elements/modal/share-element';
import { modalDefinition, shareDefinition } from '@vt-elements/modal/definition';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor } from './element-story';
import { pageClock, SLOW } from './play';

type Args = Record<string, unknown>;

/**
 * `<vt-modal>` around the page's own `<dialog>`, opened by `[data-modal-trigger]`, with `<vt-share>`
 * as the share dialog's body (spec §2, §7, §8). The markup is the CMS's, as on examples/modals.html.
 */
const meta: Meta<Args> = {
  title: 'Elements/Modal and share',
  argTypes: { ...argTypesFor(modalDefinition), ...argTypesFor(shareDefinition) },
  args: { 'data-timeout': null },
  parameters: docsFor(modalDefinition),
  render: (args) =>
    createElement('div', {
      key: JSON.stringify(args),
      dangerouslySetInnerHTML: {
        __html: `<button type="button" data-modal-trigger="story-share" aria-haspopup="dialog">Share</button>
<button type="button" data-modal-trigger="no-such-dialog">Broken trigger</button>
<vt-modal id="story-share"${args['data-timeout'] === null || args['data-timeout'] === undefined ? '' : ` data-timeout="${Number(args['data-timeout'])}"`}>
  <dialog><button type="button" data-modal-close>Close</button><h2>Share this class</h2>
  <vt-share data-title="Algebra 1 live class"></vt-share></dialog>
</vt-modal>`,
      },
    }),
  beforeEach: () => {
    heard.length = 0;
    const hear = (event: Event) => heard.push(event as CustomEvent);
    for (const type of ['vt-modal-open', 'vt-modal-close']) document.addEventListener(type, hear);
    window.addEventListener('vt-error', hear);
    return () => {
      for (const type of ['vt-modal-open', 'vt-modal-close']) document.removeEventListener(type, hear);
      window.removeEventListener('vt-error', hear);
      document.querySelectorAll('dialog[open]').forEach((dialog) => (dialog as HTMLDialogElement).close());
    };
  },
};
export default meta;

type Story = StoryObj<Args>;

const heard: CustomEvent[] = [];
const reported = () => heard.filter((e) => e.type === 'vt-error').map((e) => (e.detail as { error: Error }).error.message);

/** The share dialog: opened by its trigger, the link holds direct_share=copy and v_id, Copy says 'Copied', Close closes. */
export const ShareDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await customElements.whenDefined('vt-modal');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = canvasElement.querySelector('dialog')!;
    await waitFor(() => expect(dialog.open).toBe(true), SLOW);
    expect(dialog.getAttribute('aria-labelledby')).toBe('story-share-title');
    // The page's scroll is locked (core scroll-lock.ts: the body fixed in place).
    expect(document.body.style.position).toBe('fixed');
    const input = within(dialog).getByRole('textbox', { name: 'Link to this page' }) as HTMLInputElement;
    const url = new URL(input.value);
    expect(url.searchParams.get('direct_share')).toBe('copy');
    expect(url.searchParams.get('v_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Email', 'Facebook (opens in a new tab)', 'X (opens in a new tab)', 'LinkedIn (opens in a new tab)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toMatch(/^(Copied|Press Ctrl\+C)/), SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    // A browser fires the dialog's close event a task later; vt-modal-close follows it.
    await waitFor(() => expect(heard.map((e) => e.type)).toEqual(['vt-modal-open', 'vt-modal-close']), SLOW);
    expect(reported()).toEqual([]);
  },
};

/**
 * A timed modal (data-timeout="1"): opens by itself after a second, once. The second is the
 * behaviour, so it runs on the runner's page clock (tagged `page-clock`, stories/play.ts): paused
 * before the story renders (its beforeEach), the element's timer starts at a known time, and the
 * play moves the clock: closed at 999 ms, open at 1000 ms, and after a close no second opening in
 * a minute more, each checked once `runFor` has fired every timer due (nothing can be on its way).
 * The element keeps its own delay (a story argument for it would test another one). Without the
 * runner's clock (Storybook opened by hand) it waits for the opening on the real clock.
 */
export const TimedModal: Story = {
  args: { 'data-timeout': 1 },
  tags: ['page-clock'],
  beforeEach: async () => {
    await pageClock()?.pause();
  },
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.querySelector('dialog')!;
    const opened = () => heard.filter((e) => e.type === 'vt-modal-open');
    const clock = pageClock();
    if (!clock) {
      await waitFor(() => expect(dialog.open).toBe(true), SLOW);
      return;
    }
    try {
      // The element's setUp runs a microtask after it connects: its timer is set by now.
      await clock.runFor(999);
      expect(dialog.open).toBe(false);
      expect(opened()).toHaveLength(0);
      await clock.runFor(1);
      expect(dialog.open).toBe(true);
      expect(opened()).toHaveLength(1);
      within(dialog).getByRole('button', { name: 'Close' }).click();
      expect(dialog.open).toBe(false);
      await clock.runFor(60_000);
      expect(dialog.open).toBe(false);
      expect(opened()).toHaveLength(1);
    } finally {
      await clock.resume();
    }
  },
};

/** A trigger naming no dialog: reported (spec §8), nothing opens. */
export const BrokenTrigger: Story = {
  play: async ({ canvasElement }) => {
    await customElements.whenDefined('vt-modal');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Broken trigger' }));
    expect(reported()).toEqual(['A modal trigger names no dialog: no <vt-modal> has the id "no-such-dialog"']);
    expect(canvasElement.querySelector('dialog')!.open).toBe(false);
  },
};
