/** Zero-specificity (:where) rules so the page's own CSS always wins. */
export const leadWizardStyles = `
:where(vt-lead-wizard){display:block}
:where(vt-lead-wizard [data-panel-type][hidden]){display:none}
:where(vt-lead-wizard .vt-panel--entering){animation:vt-lead-enter var(--vt-motion-duration,.3s) var(--vt-motion-easing,ease-out)}
@keyframes vt-lead-enter{from{transform:translateY(.5rem)}to{transform:none}}
@media (prefers-reduced-motion:reduce){:where(vt-lead-wizard .vt-panel--entering){animation:none}}
:where(vt-lead-wizard .vt-progress){margin:0 0 1rem}
:where(vt-lead-wizard .vt-progress__bar){block-size:.5rem;border-radius:var(--vt-radius-pill,999px);background:var(--vt-color-surface-muted,#e3e6ec);overflow:hidden}
:where(vt-lead-wizard .vt-progress__indicator){block-size:100%;background:var(--vt-lead-accent,var(--vt-color-primary,#1a5fd0));transition:inline-size var(--vt-motion-duration,.3s) ease}
:where(vt-lead-wizard .vt-progress__text){margin:.25rem 0 0;font-size:var(--vt-font-size-sm,.875rem)}
:where(vt-lead-wizard [data-next]:focus-visible,vt-lead-wizard [data-back]:focus-visible,vt-lead-wizard [tabindex="-1"]:focus-visible){outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}
:where(vt-lead-wizard .vt-next--loading){opacity:.7;cursor:progress}
:where(vt-lead-wizard .vt-next--loading)::after{content:"";display:inline-block;inline-size:.9em;block-size:.9em;margin-inline-start:.5em;vertical-align:-.1em;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:vt-lead-spin .8s linear infinite}
@keyframes vt-lead-spin{to{transform:rotate(1turn)}}
:where(vt-lead-wizard .vt-submit-error){margin:.5rem 0 0;color:var(--vt-lead-error,var(--vt-color-error,#b3261e));font-weight:600}
:where(vt-lead-wizard .vt-submit-error:empty){display:none}
:where(vt-lead-wizard .vt-panel--checkmark)::after{content:"\\2713";display:block;font-size:2.5rem;line-height:1;color:var(--vt-lead-accent,var(--vt-color-primary,#1a5fd0));text-align:center}
`;
