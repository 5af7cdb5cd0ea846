import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vt-elements/cart-badge/element';
import { cartBadgeDefinition } from '@vt-elements/cart-badge/definition';
import { argTypesFor, docsFor, renderElement } from './element-story';

type Args = Record<string, unknown>;

/** `<vt-cart-badge>` against the demo API: each client id fixture picks one answer (packages/demo-api/src/cart.ts),
 * so every state also shows side by side on the docs page. */
const meta: Meta<Args> = {
  title: 'Elements/Cart badge',
  argTypes: argTypesFor(cartBadgeDefinition),
  args: { 'data-href': '/cart' },
  parameters: docsFor(cartBadgeDefinition),
  render: (args) => renderElement(cartBadgeDefinition, args),
};
export default meta;

type Story = StoryObj<Args>;

export const WithItems: Story = { args: { 'data-client-id': 'client-42' } };
export const OneItem: Story = { args: { 'data-client-id': 'demo-one' } };
export const ManyItems: Story = { args: { 'data-client-id': 'demo-many' } };
export const Empty: Story = { args: { 'data-client-id': 'demo-empty' } };
/** 204 No Content: the icon without a badge. */
export const NoCart204: Story = { args: { 'data-client-id': 'demo-none' } };
/** HTTP 500: reported as 'Server error, HTTP status 500'; icon without a badge. */
export const ServerError: Story = { args: { 'data-client-id': 'demo-server-error' } };
/** A 200 whose body is HTML: reported as a parse error; icon without a badge. */
export const NotJson: Story = { args: { 'data-client-id': 'demo-not-json' } };
/** The network fails: reported with the cause; icon without a badge. */
export const NetworkDown: Story = { args: { 'data-client-id': 'demo-network-error' } };
/** A slow API (3 s): the icon shows at once, the count when it arrives. */
export const SlowApi: Story = { args: { 'data-client-id': 'demo-slow' } };
