/**
 * Zero-specificity (:where) rules so the page's own CSS always wins. The element's box is the
 * input's (the dropdown is positioned over the page), the same box core/cloak.ts gives it before
 * the upgrade, so upgrading shifts nothing. Options are at least 44 px tall for touch. The listbox
 * scrolls, not the popup: it is the combobox's popup, kept in view by aria-activedescendant.
 */
export const navbarSearchStyles = `
:where(vt-navbar-search){display:block;position:relative;block-size:var(--vt-search-block-size,2.5rem)}
:where(vt-navbar-search .vt-search){margin:0;block-size:100%}
:where(vt-navbar-search .vt-search__input){box-sizing:border-box;inline-size:100%;block-size:100%;margin:0;padding:0 .75rem;font:inherit;font-size:max(1rem,16px);color:var(--vt-color-text,#1b1b1b);background:var(--vt-color-surface,#fff);border:1px solid var(--vt-color-border,#767676);border-radius:var(--vt-radius-md,.375rem)}
:where(vt-navbar-search .vt-search__input:focus-visible){outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:1px}
:where(vt-navbar-search .vt-search__popup){position:absolute;z-index:var(--vt-search-z-index,1000);inset-block-start:calc(100% + .25rem);inset-inline-start:0;box-sizing:border-box;inline-size:var(--vt-search-popup-inline-size,100%);padding:.25rem 0;color:var(--vt-color-text,#1b1b1b);background:var(--vt-color-surface,#fff);border:1px solid var(--vt-color-border-subtle,#c4c7c5);border-radius:var(--vt-radius-lg,.5rem);box-shadow:0 4px 16px #0003;font-size:1rem;line-height:1.35}
:where(vt-navbar-search .vt-search__listbox){max-block-size:min(65vh,30rem);overflow:auto}
:where(vt-navbar-search .vt-search__group){margin:0;padding:0;list-style:none}
:where(vt-navbar-search .vt-search__header){padding:.5rem .75rem .25rem;font-size:.8125rem;font-weight:600;text-transform:uppercase;color:var(--vt-color-text-muted,#5f6368)}
:where(vt-navbar-search .vt-search__option){display:flex;align-items:center;min-block-size:2.75rem;padding:.375rem .75rem;cursor:pointer}
:where(vt-navbar-search .vt-search__option:hover){background:var(--vt-color-surface-muted,#f1f3f4)}
:where(vt-navbar-search .vt-search__option[aria-selected=true]){background:var(--vt-search-active-bg,var(--vt-color-surface-accent,#e8f0fe));box-shadow:inset 3px 0 0 var(--vt-focus-color,var(--vt-color-focus,#1a5fd0))}
:where(vt-navbar-search .vt-search__option--more){font-weight:600;color:var(--vt-primary,var(--vt-color-primary,#0b57d0))}
:where(vt-navbar-search .vt-search__message){margin:0;padding:.75rem}
:where(vt-navbar-search .vt-search__error){padding:.25rem .75rem .5rem}
:where(vt-navbar-search :is(.vt-search__error,.vt-search__message--error)){color:var(--vt-error-color,var(--vt-color-error,#b3261e))}
:where(vt-navbar-search .vt-visually-hidden){position:absolute!important;inline-size:1px!important;block-size:1px!important;overflow:hidden!important;clip-path:inset(50%)!important;white-space:nowrap!important}
`;
