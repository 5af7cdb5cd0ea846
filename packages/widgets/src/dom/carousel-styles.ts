/**
 * `<vt-carousel>`'s own sheet, added besides the widgets' one (styles.ts: buttons, focus) under its
 * tag. Its own module, out of the widgets' shared chunk (rollup.config.mjs): only a page with a
 * carousel loads it. Behaviour rules apply once data-ready is set; the look is in :where().
 */
import { CAROUSEL_BREAKPOINT, ITEM_WIDTH } from '../core/carousel';

const T = '.vt-carousel__track';
export const CAROUSEL_CSS = [
  ':where(vt-carousel){display:block}',
  'vt-carousel [class^=vt-carousel__][hidden]{display:none!important}',
  // Behaviour: a row of slides that only this code scrolls (drag and swipe included).
  `vt-carousel[data-ready] ${T}{display:flex;gap:var(--vt-carousel-gap,1rem);overflow:hidden;touch-action:pan-y;position:relative;padding-block:.25rem}`,
  `vt-carousel[data-ready] ${T}>*{flex:0 0 100%;min-inline-size:0;box-sizing:border-box;margin-inline:0}`,
  // A slide around the CMS's item: the item fills it (as tall as the row's tallest), as it did as the slide itself.
  '.vt-carousel__slide{display:grid}',
  'vt-carousel[data-ready] .vt-carousel__slide>*{min-inline-size:0;margin-inline:0}',
  `@media (min-width:${CAROUSEL_BREAKPOINT}px){vt-carousel[data-ready]:not([data-variant=single]) ${T}>*{flex-basis:var(--vt-carousel-item-width,${ITEM_WIDTH}px)}}`,
  `${T}[data-dragging]{cursor:grabbing;user-select:none}`,
  ':where(.vt-carousel__controls,.vt-carousel__picker){display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}',
  ':where(.vt-carousel__picker) button{min-inline-size:2.75rem}',
  ':where(.vt-carousel__picker) [aria-current=true]{background:var(--vt-carousel-current,var(--vt-color-primary,#1a5fd0));border-color:var(--vt-carousel-current,var(--vt-color-primary,#1a5fd0));color:var(--vt-color-on-primary,#fff)}',
  '.vt-carousel__status{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  'vt-carousel :is(button,a):focus-visible{outline:var(--vt-focus-width,2px) solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}',
];
