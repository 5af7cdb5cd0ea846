/** Zero-specificity (:where) rules so the page's own CSS always wins. */
export const cartBadgeStyles = `
:where(vt-cart-badge){display:inline-block;vertical-align:middle;line-height:0;inline-size:var(--vt-cart-size,2.5rem);min-inline-size:var(--vt-cart-size,2.5rem);block-size:var(--vt-cart-size,2.5rem)}
:where(vt-cart-badge .vt-cart-badge){position:relative;display:inline-flex;align-items:center;justify-content:center;inline-size:var(--vt-cart-size,2.5rem);block-size:var(--vt-cart-size,2.5rem);color:inherit;border-radius:.375rem}
:where(vt-cart-badge .vt-cart-badge:focus-visible){outline:2px solid var(--vt-focus-color,#1a5fd0);outline-offset:2px}
:where(vt-cart-badge .vt-cart-badge__icon){inline-size:1.5rem;block-size:1.5rem}
:where(vt-cart-badge .vt-cart-badge__count){position:absolute;inset-block-start:0;inset-inline-end:0;min-inline-size:1.25rem;padding:0 .3rem;box-sizing:border-box;border-radius:999px;background:var(--vt-cart-badge-bg,#c8102e);color:var(--vt-cart-badge-color,#fff);font:600 .75rem/1.25rem system-ui,sans-serif;text-align:center}
:where(vt-cart-badge .vt-visually-hidden){position:absolute!important;inline-size:1px!important;block-size:1px!important;margin:-1px!important;padding:0!important;overflow:hidden!important;clip-path:inset(50%)!important;white-space:nowrap!important;border:0!important}
`;
