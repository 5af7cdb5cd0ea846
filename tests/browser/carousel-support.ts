import type { Page } from 'playwright-core';

/** The slides of a `<vt-carousel>` in view (not inert), as indexes: what the carousel tests read. */
export const shownSlides = (page: Page, carousel: string) =>
  page
    .locator(carousel)
    .evaluate((el) =>
      [...el.querySelectorAll(':scope > .vt-carousel__track > [aria-roledescription=slide]')].flatMap((s, i) =>
        (s as HTMLElement).inert ? [] : [i],
      ),
    );
