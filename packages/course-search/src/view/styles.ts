import { hitStyles } from './hit';

/**
 * Zero-specificity (:where) rules so the page's own CSS always wins. Facets beside the results
 * from 48rem, above them on small screens; controls at least 44 px tall for touch. Loading keeps
 * the previous results, dimmed.
 */
export const courseSearchStyles = `
:where(vt-course-search){display:block}
:where(vt-course-search .vt-course-search__form){display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:0 0 1rem}
:where(vt-course-search .vt-course-search__label){flex-basis:100%;font-weight:600}
:where(vt-course-search .vt-course-search__input){flex:1 1 12rem;box-sizing:border-box;min-block-size:2.75rem;padding:0 .75rem;font:inherit;font-size:max(1rem,16px);color:var(--vt-color-text,#1b1b1b);background:var(--vt-color-surface,#fff);border:1px solid var(--vt-color-border,#767676);border-radius:var(--vt-radius-md,.375rem)}
:where(vt-course-search :is(button,input):focus-visible){outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}
:where(vt-course-search button){min-block-size:2.75rem;min-inline-size:2.75rem;padding:0 1rem;font:inherit;border-radius:var(--vt-radius-md,.375rem);cursor:pointer;color:var(--vt-color-text,#1b1b1b);background:var(--vt-color-surface,#fff);border:1px solid var(--vt-color-border,#767676)}
:where(vt-course-search .vt-course-search__submit){color:var(--vt-color-on-primary,#fff);background:var(--vt-primary,var(--vt-color-primary,#0b57d0));border-color:var(--vt-primary,var(--vt-color-primary,#0b57d0))}
:where(vt-course-search .vt-course-search__body){display:grid;gap:1.5rem}
:where(vt-course-search .vt-course-search__facet-list:not([data-open=true])){display:none}
:where(vt-course-search .vt-course-search__toggle){inline-size:100%;text-align:start}
@media (min-width:48rem){:where(vt-course-search .vt-course-search__body){grid-template-columns:minmax(12rem,16rem) 1fr;align-items:start}:where(vt-course-search .vt-course-search__toggle){display:none}:where(vt-course-search .vt-course-search__facet-list[data-open]){display:block}}
:where(vt-course-search .vt-course-search__facet){margin:0 0 1rem;padding:0;border:0}
:where(vt-course-search .vt-course-search__legend){padding:0;margin:0 0 .25rem;font-weight:600}
:where(vt-course-search .vt-course-search__option){display:flex;align-items:center;gap:.25rem;min-block-size:2.75rem;cursor:pointer}
:where(vt-course-search .vt-course-search__option input){inline-size:1.25rem;block-size:1.25rem;margin:0;margin-inline-end:.25rem;accent-color:var(--vt-primary,var(--vt-color-primary,#0b57d0))}
:where(vt-course-search .vt-course-search__count){color:var(--vt-color-text-muted,#444)}
:where(vt-course-search h2.vt-course-search__count){margin:0 0 .5rem;font-size:var(--vt-font-size-lg,1.25rem);color:inherit}
:where(vt-course-search .vt-course-search__results--loading .vt-course-search__hits){opacity:.5;transition:opacity .2s}
:where(vt-course-search .vt-course-search__hits){display:grid;gap:1rem;margin:0;padding:0;list-style:none}
:where(vt-course-search .vt-course-search__error){margin:0 0 1rem;padding:.75rem;color:var(--vt-error-color,var(--vt-color-error,#b3261e));border:1px solid currentColor;border-radius:var(--vt-radius-md,.375rem)}
:where(vt-course-search .vt-course-search__error p){margin:0 0 .5rem}
:where(vt-course-search .vt-course-search__pages ul){display:flex;flex-wrap:wrap;gap:.25rem;margin:1rem 0 0;padding:0;list-style:none}
:where(vt-course-search .vt-course-search__page[aria-current=page]){color:var(--vt-color-on-primary,#fff);background:var(--vt-primary,var(--vt-color-primary,#0b57d0));border-color:var(--vt-primary,var(--vt-color-primary,#0b57d0))}
:where(vt-course-search .vt-course-search__gap){align-self:center;padding:0 .25rem}
${hitStyles}`;
