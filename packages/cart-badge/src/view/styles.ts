/**
 * Zero-specificity (:where) rules so the page's own CSS always wins. Issue 19: the host reserves a
 * fixed room beside the icon (`--vt-cart-badge-room`, fits '99+'), and the pill is anchored at the
 * icon's top-right corner and grows into that room, so it never covers the icon's centre nor the
 * next text, whatever the count (no padding that appears with the count: no layout shift). The
 * host's margin box is one line tall (negative block margins), centred on the text: the icon sits
 * on the text's line instead of making it taller. core/cloak.ts gives the host the same box.
 */
export const cartBadgeStyles = `
:where(vt-cart-badge){display:inline-block;vertical-align:middle;inline-size:calc(var(--vt-cart-size,2.5rem) + var(--vt-cart-badge-room,1.25rem));min-inline-size:calc(var(--vt-cart-size,2.5rem) + var(--vt-cart-badge-room,1.25rem));block-size:var(--vt-cart-size,2.5rem);margin-block:calc((1lh - var(--vt-cart-size,2.5rem)) / 2)}
:where(vt-cart-badge .vt-cart-badge){position:relative;display:inline-flex;align-items:center;justify-content:center;inline-size:var(--vt-cart-size,2.5rem);block-size:var(--vt-cart-size,2.5rem);line-height:0;color:inherit;border-radius:var(--vt-radius-md,.375rem)}
:where(vt-cart-badge .vt-cart-badge:focus-visible){outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}
:where(vt-cart-badge .vt-cart-badge__icon){inline-size:1.5rem;block-size:1.5rem}
:where(vt-cart-badge .vt-cart-badge__count){position:absolute;inset-block-start:.125rem;inset-inline-start:calc(50% + .25rem);min-inline-size:1.25rem;padding:0 .25rem;box-sizing:border-box;border-radius:var(--vt-radius-pill,999px);background:var(--vt-cart-badge-bg,var(--vt-color-badge,#c8102e));color:var(--vt-cart-badge-color,var(--vt-color-on-badge,#fff));font:600 .75rem/1.125rem system-ui,sans-serif;text-align:center;white-space:nowrap}
:where(vt-cart-badge .vt-visually-hidden){position:absolute!important;inline-size:1px!important;block-size:1px!important;margin:-1px!important;padding:0!important;overflow:hidden!important;clip-path:inset(50%)!important;white-space:nowrap!important;border:0!important}
`;
