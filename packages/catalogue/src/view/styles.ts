/**
 * Zero-specificity (:where) rules so the page's own CSS always wins. Class-based, not scoped to a
 * tag: the list item also renders inside <vt-course-search>, which adds these rules to its own.
 * Sizes are fixed where the server-rendered markup must match the upgraded one (docs:
 * packages/catalogue/README.md): the image box keeps its aspect ratio before the image arrives.
 */
const shared = (c: string) => `
:where(.${c}){box-sizing:border-box;color:var(--vt-color-text,#1b1b1b);font-size:1rem;line-height:1.4;background:var(--vt-color-surface,#fff);border:1px solid var(--vt-color-border-subtle,#d0d4d9);border-radius:var(--vt-radius-lg,.5rem);overflow:hidden}
:where(.${c} *){box-sizing:border-box}
:where(.${c}__media){aspect-ratio:16/9;background:var(--vt-color-surface-muted,#eef1f4)}
:where(.${c}__image){display:block;inline-size:100%;block-size:100%;object-fit:cover}
:where(.${c}__title){margin:0 0 .25rem;font-size:1.125rem;line-height:1.3}
:where(.${c} a){color:var(--vt-primary,var(--vt-color-primary,#0b57d0));text-decoration:underline;text-underline-offset:.15em}
:where(.${c} a:focus-visible){outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px;border-radius:2px}
:where(.${c} ul){margin:.25rem 0;padding:0;list-style:none}
:where(.${c} p){margin:.25rem 0}
`;

export const courseListItemStyles = `${shared('vt-course-item')}
:where(.vt-course-item){display:flex;flex-wrap:wrap;gap:1rem;padding:1rem}
:where(.vt-course-item__media){flex:0 0 12rem;inline-size:12rem;align-self:flex-start;border-radius:var(--vt-radius-sm,.25rem);overflow:hidden}
:where(.vt-course-item__body){flex:1 1 16rem;min-inline-size:0}
:where(.vt-course-item__price){font-weight:600}
:where(.vt-course-item__membership){font-weight:600;color:var(--vt-membership-color,var(--vt-color-success,#1e6b3a))}
:where(.vt-course-item__description ul){padding-inline-start:1.25rem;list-style:disc}
:where(.vt-course-item__facts,.vt-course-item__features){font-size:.9375rem;color:var(--vt-color-text-muted,#3c4043)}
:where(.vt-course-item__features li){display:inline}
:where(.vt-course-item__features li+li)::before{content:" · "}
:where(.vt-course-item__tags){display:flex;flex-wrap:wrap;gap:.375rem}
:where(.vt-course-item__tags li){padding:.125rem .5rem;font-size:.8125rem;background:var(--vt-color-surface-accent,#e8f0fe);border-radius:1rem}
`;

export const courseCardStyles = `${shared('vt-course-card')}
:where(.vt-course-card){display:flex;flex-direction:column;block-size:100%}
:where(.vt-course-card__body){display:flex;flex:1;flex-direction:column;padding:.75rem 1rem 1rem}
:where(.vt-course-card__grades){font-size:.9375rem;color:var(--vt-color-text-muted,#3c4043)}
:where(.vt-course-card__facts){font-size:.9375rem}
:where(.vt-course-card__links){display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin-block-start:auto;padding-block-start:.5rem}
:where(.vt-course-card__links a){display:inline-flex;align-items:center;min-block-size:2.75rem;font-weight:600}
`;
