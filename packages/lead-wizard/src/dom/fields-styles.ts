/**
 * CSS for the field errors and the phone country selector, for the element's styles string.
 * A group in error gets its red bar in the margin beside it (a positioned ::before), not as a
 * border and padding: the inputs neither move nor narrow when an error shows (issue 19).
 * Zero-specificity (:where) so page CSS wins; the visually-hidden rule uses !important (as
 * GOV.UK does) because hiding 'Error:' from sight must survive page resets.
 */
export const fieldStyles = `
:where(.vt-visually-hidden){position:absolute!important;inline-size:1px!important;block-size:1px!important;margin:-1px!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;clip-path:inset(50%)!important;white-space:nowrap!important;border:0!important}
:where(vt-lead-wizard .vt-error-message){display:block;margin:.25rem 0;color:var(--vt-lead-error,var(--vt-color-error,#b3261e));font-weight:600}
:where(vt-lead-wizard .vt-field--error){border-color:var(--vt-lead-error,var(--vt-color-error,#b3261e));outline:1px solid var(--vt-lead-error,var(--vt-color-error,#b3261e))}
:where(vt-lead-wizard .vt-form-group--error:not([data-panel-type])){position:relative}
:where(vt-lead-wizard .vt-form-group--error:not([data-panel-type]))::before{content:"";position:absolute;inset-block:0;inset-inline-start:-.625rem;inline-size:3px;background:var(--vt-lead-error,var(--vt-color-error,#b3261e))}
:where(vt-lead-wizard .vt-phone-country){display:flex;flex-direction:column;justify-content:flex-end;min-block-size:var(--vt-phone-country-block-size,3.5rem);margin-block-end:.25rem}
:where(vt-lead-wizard .vt-phone-country__label){font-size:var(--vt-font-size-sm,.875rem)}
:where(vt-lead-wizard .vt-phone-country__select:focus-visible,vt-lead-wizard .vt-field--error:focus-visible){outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}
`;
