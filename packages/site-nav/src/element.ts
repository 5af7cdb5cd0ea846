/**
 * `<vt-site-nav>`: a plain custom element, no React. It renders nothing of its own: it enhances the
 * CMS's <nav> in place (buttons beside links, hidden attributes, ARIA state), which is DOM work a
 * React tree would only wrap, and the header is the first thing a visitor touches, so the element
 * loads with the small core chunk alone (no React chunk, no r2wc) before anything else.
 */
import { cloak, PlainElement, type Config } from '@vt-elements/core';
import { siteNavRuntime } from './runtime-definition';
import { TEXTS, type NavTexts } from './core/texts';
import { SiteNavController } from './dom/controller';

/** `<vt-site-nav>`; define it under another name with `customElements.define('acme-nav', SiteNavElement)`. */
export class SiteNavElement extends PlainElement<Config<typeof siteNavRuntime>> {
  static override definition = siteNavRuntime;
  #controller?: SiteNavController;

  /** A failure is reported by the base: the links keep working as plain links. */
  protected setUp(): () => void {
    const controller = (this.#controller = new SiteNavController(this, {
      hoverFlag: this.config.hoverFlag,
      texts: this.readTexts<NavTexts>(TEXTS),
    }));
    return () => controller.stop();
  }

  /** After start (issue 39): each change applies in place, so an open sub-menu or drawer stays open. */
  protected override update(changed: ReadonlySet<string>): void {
    const controller = this.#controller!;
    if (changed.has('data-hover-flag')) controller.setHoverFlag(this.config.hoverFlag);
    if (changed.has('data-texts')) controller.setTexts(this.readTexts<NavTexts>(TEXTS));
  }
}

// Before the upgrade: the nav's flagged links are shown until the flags exist (core/cloak.ts).
cloak(document);
SiteNavElement.define();
