import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vt-elements/cart-badge/element';
import { cartBadgeDefinition } from '@vt-elements/cart-badge/definition';
import { expect, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, renderElement } from './element-story';
import { exactly, SLOW } from './play';

type Args = Record<string, unknown>;

/** `<vt-cart-badge>` against the demo API: each client id fixture picks one answer (packages/demo-api/src/cart.ts),
 * so every state also shows side by side on the docs page. */
const meta: Meta<Args> = {
  title: 'Elements/Cart badge',
  argTypes: argTypesFor(cartBadgeDefinition),
  args: { 'data-href': '/cart' },
  parameters: docsFor(cartBadgeDefinition),
  render: (args) => renderElement(cartBadgeDefinition, args),
  // The badge looks the same before its answer and after a failure, so plays wait for the
  // outcome the element announces: vt-cart-update with the count, or a vt-error report.
  beforeEach: () => {
    heard.length = 0;
    const hear = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('vt-cart-update', hear);
    window.addEventListener('vt-error', hear);
    return () => {
      document.removeEventListener('vt-cart-update', hear);
      window.removeEventListener('vt-error', hear);
    };
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The events heard while the story runs (see beforeEach). */
const heard: CustomEvent[] = [];

/** The link to /cart, named by its label ('Cart, 3 items'), with `badge` as the visible count (null: none). */
async function expectBadge(canvasElement: HTMLElement, label: string, badge: string | null) {
  const link = await within(canvasElement).findByRole('link', { name: label }, SLOW);
  expect(link).toHaveAttribute('href', '/cart');
  const count = link.querySelector('.vt-cart-badge__count');
  if (badge === null) expect(count).toBeNull();
  else expect(count).toHaveTextContent(exactly(badge));
}

/** The cart answered with `count` line items (null: 204, no cart). */
const counts =
  (count: number | null, label: string, badge: string | null): Story['play'] =>
  async ({ canvasElement }) => {
    await waitFor(() => expect(heard.map((e) => [e.type, e.detail])).toContainEqual(['vt-cart-update', { count }]), SLOW);
    await expectBadge(canvasElement, label, badge);
  };

/** The failure was reported (§8) and the page carries on: the icon, no badge. */
const fails =
  (message: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const messages = () => heard.filter((e) => e.type === 'vt-error').map((e) => (e.detail as { error: Error }).error.message);
    await waitFor(() => expect(messages()).toContainEqual(expect.stringMatching(message)), SLOW);
    await expectBadge(canvasElement, 'Cart', null);
  };

export const WithItems: Story = { args: { 'data-client-id': 'client-42' }, play: counts(3, 'Cart, 3 items', '3') };
export const OneItem: Story = { args: { 'data-client-id': 'demo-one' }, play: counts(1, 'Cart, 1 item', '1') };
export const ManyItems: Story = { args: { 'data-client-id': 'demo-many' }, play: counts(120, 'Cart, 120 items', '99+') };
export const Empty: Story = { args: { 'data-client-id': 'demo-empty' }, play: counts(0, 'Cart, 0 items', null) };
/** 204 No Content: the icon without a badge. */
export const NoCart204: Story = { args: { 'data-client-id': 'demo-none' }, play: counts(null, 'Cart', null) };
/** HTTP 500: reported as 'Server error, HTTP status 500'; icon without a badge. */
export const ServerError: Story = {
  args: { 'data-client-id': 'demo-server-error' },
  play: fails(exactly('Server error, HTTP status 500')),
};
/** A 200 whose body is HTML: reported as a parse error; icon without a badge. */
export const NotJson: Story = { args: { 'data-client-id': 'demo-not-json' }, play: fails(/^Cart response is not valid JSON/) };
/** The network fails: reported with the cause; icon without a badge. */
export const NetworkDown: Story = { args: { 'data-client-id': 'demo-network-error' }, play: fails(/^Network error/) };
/** A slow API (3 s): the icon shows at once, the count (2) when it arrives. */
export const SlowApi: Story = {
  args: { 'data-client-id': 'demo-slow' },
  play: async ({ canvasElement }) => {
    await expectBadge(canvasElement, 'Cart', null);
    expect(heard).toEqual([]);
    await waitFor(() => expect(heard.map((e) => e.detail)).toEqual([{ count: 2 }]), { timeout: 6000 });
    await expectBadge(canvasElement, 'Cart, 2 items', '2');
  },
};
