/**
 * `<vt-site-nav>`: a plain custom element, no React. It renders nothing of its own: it enhances the
 * CMS's <nav> in place (buttons beside links, hidden attributes, ARIA state), which is DOM work a
 * React tree would only wrap, and the header is the first thing a visitor touches, so the element
 * loads with the small core chunk alone (no React chunk, no r2wc) before anything else.
 */
import { cloak, defineElement, pageLang, parseAttribute, reportError } from '@vt-elements/core';
import { siteNavRuntime } from './runtime-definition';
import { textsFor, type NavTexts } from './core/texts';
import { SiteNavController } from './dom/controller';

const { tag, attributes } = siteNavRuntime;

/** `<vt-site-nav>`; define it under another name with `customElements.define('acme-nav', SiteNavElement)`. */
export class SiteNavElement extends HTMLElement {
  #controller: SiteNavController | null = null;

  connectedCallback(): void {
    if (this.#controller) return; // moved in the page: already running
    try {
      this.#controller = new SiteNavController(this, { hoverFlag: this.#read('data-hover-flag') as string | null, texts: this.#texts() });
    } catch (error) {
      // The links keep working as plain links.
      reportError(error, { source: tag });
    }
  }

  disconnectedCallback(): void {
    // A move (disconnect then connect in one task) keeps it running; a removal stops it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#controller) return;
      this.#controller.stop();
      this.#controller = null;
    });
  }

  #read(name: keyof typeof attributes): unknown {
    const { value, error } = parseAttribute(attributes[name], this.getAttribute(name));
    if (error) reportError(new Error(`<${tag}> ${name}: ${error}`), { source: tag, attribute: name });
    return value;
  }

  #texts(): NavTexts {
    const lang = pageLang(this);
    return textsFor(lang, this.#read('data-texts') as Partial<NavTexts> | null);
  }
}

// Before the upgrade: the nav's flagged links are shown until the flags exist (core/cloak.ts).
cloak(document);
defineElement(siteNavRuntime, SiteNavElement);
