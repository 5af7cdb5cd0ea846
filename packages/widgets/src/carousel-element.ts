/**
 * `<vt-carousel>` (contract; spec §2 Widgets, §4 Carousel, §9): the element's children are the
 * slides (the CMS's markup, kept as written). The WAI-ARIA APG carousel: a labelled region with
 * aria-roledescription, slides as groups labelled 'N of M', a rotation button first in the tab
 * order when it autoplays, previous/next buttons, a picker, a live region that is off while it
 * rotates. `single` shows one slide a view; `default` as many 270 px items as fit (one below
 * 775 px). Autoplay every data-interval ms (7000) pauses while hovered or focused, stops for good
 * after a press, and never starts by itself under prefers-reduced-motion.
 *
 * This module reads the attributes (reporting a bad one) and hands them to its controller
 * (dom/carousel.ts: the parts, the pointer, the timer); the rules are core/carousel*.ts's, the CSS
 * dom/carousel-styles.ts's.
 *
 * After start (issue 39) a new variant, interval, label, texts or autoplay is followed in place:
 * the slide shown, the focus, and a visitor's stop of the autoplay are kept (a new data-autoplay
 * turns it on or off afresh; the timer restarts from the change).
 */
import { addStyles, type Config } from '@vt-elements/core';
import { CAROUSEL_TEXTS, interval } from './core/carousel';
import { CarouselController } from './dom/carousel';
import { CAROUSEL_CSS } from './dom/carousel-styles';
import { WidgetElement } from './dom/parts';
import { carouselRuntime } from './carousel-runtime';

export class CarouselElement extends WidgetElement<Config<typeof carouselRuntime>> {
  static override definition = carouselRuntime;

  protected setUp(): (() => void) | void {
    // Its own sheet besides the widgets' (buttons, focus), which the base adds.
    addStyles(this.ownerDocument, this.tag, CAROUSEL_CSS);
    const slides = [...this.children].filter((el): el is HTMLElement => !/^(script|style|template)$/.test(el.localName));
    if (!slides.length) {
      this.reportOnce('holds no slides: nothing to show');
      // Nothing to enhance: no follow (an earlier set-up's dropped), so a change sets it up again.
      this.follow = undefined;
      return;
    }
    const carousel = new CarouselController(this, slides);
    /** The last good interval: a bad new one is reported and this one kept. */
    let every: number | undefined;
    // Its attributes, now and after each change (issue 39), updated in place.
    (this.follow = (changed?: ReadonlySet<string>) =>
      carousel.update(this.config, this.readTexts(CAROUSEL_TEXTS), (every = this.checked(interval, 'interval', every)), changed))();
    return carousel.stop;
  }
}

CarouselElement.define();
