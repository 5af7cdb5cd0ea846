import { API_HOST_DESCRIPTION, describeElement, textsDescription } from '@vt-elements/core';
import { cartBadgeRuntime } from './runtime-definition';
import { TEXTS } from './core/texts';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const cartBadgeDefinition = describeElement(cartBadgeRuntime, {
  summary:
    "The cart icon with the number of line items in the visitor's (or client's) checkout cart. With no count (204, or a failure) it shows the icon without a badge.",
  spec: '§3 Cart, §6 Cart owner, §7 POST /v1/carts, §8 Cart',
  attributes: {
    'data-client-id': 'The client id. When present the client owns the cart, else the visitor (visitor id from the page).',
    'data-href':
      'The cart page the icon links to: an http(s) URL on the page\'s own host or a host listed in <meta name="vt-allowed-hosts">, else reported and /cart is used.',
    'data-api-host': API_HOST_DESCRIPTION,
    'data-texts': textsDescription(TEXTS, { note: '{count} is the number of line items.' }),
  },
  events: {
    'vt-cart-update': 'Fired with `{count}` after the cart was read (`count` is null for an empty 204 answer).',
  },
  cssClasses: {
    'vt-cart-badge': 'The link around the icon.',
    'vt-cart-badge__icon': 'The cart icon (SVG).',
    'vt-cart-badge__count': 'The badge with the count.',
  },
  cssProperties: {
    '--vt-cart-size': 'Size of the clickable icon (default 2.5rem).',
    '--vt-cart-badge-bg': 'Badge background (default #c8102e).',
    '--vt-cart-badge-color': 'Badge text colour (default #fff).',
    '--vt-focus-color': 'Focus ring colour (default #1a5fd0).',
    '--vt-cart-badge-room':
      "Room beside the icon that the count's pill grows into, fixed so nothing moves when a count shows (default 1.25rem, fits '99+').",
    '--vt-color-badge': 'Theme token: the badge colour, fallback of --vt-cart-badge-bg (default #c8102e).',
    '--vt-color-on-badge': 'Theme token: text on the badge, fallback of --vt-cart-badge-color (default #fff).',
    '--vt-color-focus': 'Theme token: the focus ring colour, fallback of --vt-focus-color (default #1a5fd0).',
    '--vt-focus-width': 'Theme token: focus ring width (default 2px).',
    '--vt-radius-md': 'Theme token: corner radius of its controls (default .375rem).',
  },
});
