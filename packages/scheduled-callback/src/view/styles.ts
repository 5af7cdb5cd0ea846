/**
 * Zero-specificity (:where) rules so the page's own CSS always wins. Compact (issue 19): the days
 * are a grid of chips, the times a column that scrolls past 20rem
 * (`--vt-callback-times-max-block-size`), so the picker fits in a desktop viewport. An option is a
 * flex box with its text centred, so the chips of a row (stretched to the tallest) read as one
 * line; margin 0, so a theme's choice-card margins do not add to the gaps.
 */
export const scheduledCallbackStyles = `
:where(vt-scheduled-callback){display:block}
:where(vt-scheduled-callback:has(.vt-callback__columns)){min-block-size:var(--vt-callback-min-block-size,25rem)}
:where(vt-scheduled-callback .vt-callback__columns){display:flex;flex-wrap:wrap;align-items:flex-start;gap:1rem 1.5rem}
:where(vt-scheduled-callback .vt-callback__columns>*){flex:1 1 16rem;min-inline-size:0}
:where(vt-scheduled-callback fieldset){margin:0;padding:0;border:0;min-inline-size:0}
:where(vt-scheduled-callback .vt-callback__dates){display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:.5rem}
:where(vt-scheduled-callback .vt-callback__date){padding:.5rem .75rem;line-height:1.3}
:where(vt-scheduled-callback .vt-callback__time-list){display:flex;flex-direction:column;gap:.5rem;max-block-size:var(--vt-callback-times-max-block-size,20rem);overflow-y:auto;overscroll-behavior:contain;padding:.375rem;margin:-.375rem}
:where(vt-scheduled-callback .vt-callback__legend){padding:0;margin-block-end:.5rem;font-weight:600}
:where(vt-scheduled-callback .vt-callback__option){position:relative;display:flex;align-items:center;margin:0;padding:.6rem .9rem;border:1px solid var(--vt-secondary,var(--vt-color-border,#5f6368));border-radius:var(--vt-radius-md,.375rem);background:var(--vt-color-surface,#fff);color:var(--vt-color-text,#1b1b1b);cursor:pointer}
:where(vt-scheduled-callback .vt-callback__option--primary){background:var(--vt-primary,var(--vt-color-primary,#0b57d0));border-color:var(--vt-primary,var(--vt-color-primary,#0b57d0));color:var(--vt-color-on-primary,#fff)}
:where(vt-scheduled-callback .vt-callback__radio){position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
:where(vt-scheduled-callback .vt-callback__option:has(:focus-visible)){outline:3px solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}
:where(vt-scheduled-callback .vt-callback__confirm){display:flex;flex-direction:column;gap:.5rem;padding:.5rem 0 .25rem}
:where(vt-scheduled-callback .vt-callback__consent){display:flex;flex-wrap:wrap;align-items:center;gap:.4rem}
:where(vt-scheduled-callback .vt-callback__consent input){inline-size:1.25rem;block-size:1.25rem;margin:0}
:where(vt-scheduled-callback .vt-callback__explainer){flex-basis:100%;margin:0;font-size:.875rem;line-height:1.4;color:var(--vt-color-text-muted,#3c4043)}
:where(vt-scheduled-callback .vt-callback__error){flex-basis:100%;margin:0;color:var(--vt-error-color,var(--vt-color-error,#b3261e));font-weight:600}
:where(vt-scheduled-callback .vt-callback__button){display:inline-block;padding:.6rem 1.1rem;border:0;border-radius:var(--vt-radius-md,.375rem);background:var(--vt-primary,var(--vt-color-primary,#0b57d0));color:var(--vt-color-on-primary,#fff);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
:where(vt-scheduled-callback .vt-callback__actions){display:flex;flex-wrap:wrap;gap:.75rem}
:where(vt-scheduled-callback a.vt-callback__button){background:transparent;color:inherit;border:2px solid currentColor}
:where(vt-scheduled-callback a:focus-visible, vt-scheduled-callback button:focus-visible, vt-scheduled-callback input[type=checkbox]:focus-visible){outline:3px solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}
:where(vt-scheduled-callback .vt-callback__notice){padding:.75rem;border-inline-start:4px solid var(--vt-primary,var(--vt-color-primary,#0b57d0));background:var(--vt-color-surface-accent,#eef3fd)}
:where(vt-scheduled-callback .vt-callback__summary p:empty){display:none}
:where(vt-scheduled-callback .vt-callback__status:empty){margin:0}
:where(vt-scheduled-callback .vt-callback__summary){font-weight:600;margin-block-start:.75rem}
:where(vt-scheduled-callback .vt-callback__summary p){margin:0}
:where(vt-scheduled-callback .vt-visually-hidden){position:absolute!important;inline-size:1px;block-size:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
