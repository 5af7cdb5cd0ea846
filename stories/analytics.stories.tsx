import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vt-elements/analytics/element';
import { analyticsDefinition } from '@vt-elements/analytics/definition';
import { expect, waitFor } from 'storybook/test';
import { argTypesFor, docsFor, renderElement } from './element-story';

type Args = Record<string, unknown>;

/** What the demo server received for a write key or flag environment (packages/demo-api/src/analytics-log.ts). */
async function received(key: string): Promise<{ kind: string; body: unknown }[]> {
  return (await (await fetch(`/__analytics/log?key=${encodeURIComponent(key)}`)).json()) as { kind: string; body: unknown }[];
}

/**
 * `<vt-analytics>` with the real SDKs against the demo API: Segment analytics-next posts its batch
 * to the demo server (its settings point the SDK there), LaunchDarkly reads the demo flags
 * (`show-sign-in` on, `new-banner` off). It is one per page: in Storybook, open this story on its
 * own page (a second one on the docs page is reported and ignored, as on a real page).
 */
const meta: Meta<Args> = {
  title: 'Elements/Analytics',
  argTypes: argTypesFor(analyticsDefinition),
  args: {
    'data-segment-write-key': 'story-write-key',
    'data-segment-cdn': '/',
    'data-flags-client-id': 'story-env',
    'data-flags-base-url': '/',
    'data-tracker-endpoint': '/__tracker/actions',
    'data-application-id': 'storybook',
  },
  parameters: docsFor(analyticsDefinition),
  render: (args) => (
    <>
      {renderElement(analyticsDefinition, args)}
      <p data-flag="show-sign-in">Shown while the show-sign-in flag is on.</p>
      <p data-flag="new-banner">Shown while the new-banner flag is on (it is off).</p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** The page view reaches the demo server's batch endpoint (a batch leaves after 5 s or 10 events); the flagged content follows the flags. */
export const PageViewAndFlags: Story = {
  play: async ({ canvasElement }) => {
    const [signIn, banner] = [...canvasElement.querySelectorAll('[data-flag]')];
    await waitFor(() => expect(signIn).toHaveAttribute('data-flag-on'), { timeout: 10_000 });
    expect(banner).not.toHaveAttribute('data-flag-on');
    expect(canvasElement.querySelector('vt-analytics')).toBeEmptyDOMElement();
    await waitFor(
      async () => {
        const batches = (await received('story-write-key')).filter((e) => e.kind === 'segment');
        const events = batches.flatMap((e) => (e.body as { batch: { type: string; properties: Record<string, unknown> }[] }).batch);
        expect(events.filter((e) => e.type === 'page').map((e) => e.properties)).toEqual([
          expect.objectContaining({ application: 'storybook', pageRequestId: 'undefined' }),
        ]);
      },
      { timeout: 12_000 },
    );
  },
};
