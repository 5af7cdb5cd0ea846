/**
 * `<vt-site-nav>`: a plain custom element, no React. It renders nothing of its own: it enhances the
 * CMS's <nav> in place (buttons beside links, hidden attributes, ARIA state), which is DOM work a
 * React tree would only wrap, and the header is the first thing a visitor touches, so the element
 * loads with the small core chunk alone (no React chunk, no r2wc) before anything else.
 */
import { cloak, PlainElement } from '@vt-elements/core';
import { siteNavRuntime } from './runtime-definition';
import { TEXTS, type NavTexts } from './core/texts';
import { SiteNavController } from './dom/controller';

/** `<vt-site-nav>`; define it under another name with `customElements.define('acme-nav', SiteNavElement)`. */
export class SiteNavElement extends PlainElement {
  static override definition = siteNavRuntime;

  /** A failure is reported by the base: the links keep working as plain links. */
  protected setUp(): () => void {
    const hoverFlag = this.read('data-hover-flag') as string | null;
    const controller = new SiteNavController(this, { hoverFlag, texts: this.readTexts<NavTexts>(TEXTS) });
    return () => controller.stop();
  }
}

// Before the upgrade: the nav's flagged links are shown until the flags exist (core/cloak.ts).
cloak(document);
SiteNavElement.define();
