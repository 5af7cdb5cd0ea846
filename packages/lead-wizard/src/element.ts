/**
 * `<vt-lead-wizard>`: a plain custom element, no React (issue 38). It enhances the CMS's own form
 * in place (dom/controller.ts) and renders two small parts of its own (view/chrome.ts), so a page
 * with a lead form alone loads the core chunk and this module: no React chunk, no r2wc, nothing to
 * evaluate or mount before the first panel is taken over.
 */
import { cloak, nextTask, pageLang, PlainElement, reportError, type Config } from '@vt-elements/core';
import { leadWizardRuntime } from './runtime-definition';
import { leadWizardStyles } from './view/styles';
import { renderProgress, renderSubmitError } from './view/chrome';
import { fieldStyles } from './dom/fields';
import { LeadWizardController, type ControllerSettings, type WizardView } from './dom/controller';
import { keptEntry, loadedPersistCode, loadPersistCode } from './dom/persist-load';
import { loadSanitizer, markupWaits } from './dom/panel-dom';
import { TEXTS, localize, type LeadTexts } from './core/texts';

/** `<vt-lead-wizard>`; define it under another name with `customElements.define('acme-lead-form', LeadWizardElement)`. */
export class LeadWizardElement extends PlainElement<Config<typeof leadWizardRuntime>> {
  static override definition = leadWizardRuntime;
  static override styles = leadWizardStyles + fieldStyles;
  #controller?: LeadWizardController;
  #texts: LeadTexts = TEXTS.en;
  /** The chrome last rendered, rendered again when the texts change. */
  #view?: WizardView;

  /**
   * The takeover runs in a task of its own (each wizard of a page in its own: no long task, issue
   * 10). The first panel, the progress bar and data-ready come in that one task, so no frame shows
   * a half-enhanced form. A failure is reported, and the form stays the CMS's plain form.
   */
  protected setUp(): () => void {
    let live = true;
    const takeOver = () => {
      if (!live) return;
      try {
        // The settings as they are now (a change before the takeover included).
        const controller = (this.#controller = new LeadWizardController({ host: this, ...this.#settings() }, (view) => this.#render(view)));
        controller.start();
        // A click on CMS markup before this point does nothing: tell pages and tests we have taken over.
        this.setAttribute('data-ready', '');
      } catch (error) {
        reportError(error, { source: this.tag });
      }
    };
    const cancel = nextTask(() => {
      // A form kept by an earlier visit resumes in the takeover (no first panel shown, then the
      // step): its code comes first. If it cannot load, the form starts afresh and it is reported.
      // A panel with data-markup shown in the takeover waits for the sanitiser (a failure is
      // reported as that panel shows).
      const resumes = !!this.config.persist && keptEntry(this);
      const waits: Promise<unknown>[] = [];
      if (resumes && !loadedPersistCode())
        waits.push(
          loadPersistCode().catch((error: unknown) =>
            reportError(new Error('<vt-lead-wizard> the code that keeps the form could not load: it starts afresh', { cause: error }), {
              source: this.tag,
            }),
          ),
        );
      if (markupWaits(this, resumes)) waits.push(loadSanitizer().catch(() => {}));
      if (waits.length) void Promise.all(waits).then(takeOver);
      else takeOver();
    });
    return () => {
      live = false;
      cancel();
      this.removeAttribute('data-ready');
      this.#controller?.destroy();
      this.#controller = undefined;
      this.#view = undefined;
    };
  }

  /**
   * Attributes changed after start (issue 39) reach the running controller, which keeps the step
   * reached and what was typed: each setting applies from its next use (controller.update).
   */
  protected override update(): void {
    const settings = this.#settings();
    this.#controller?.update(settings);
    if (this.#view) this.#render(this.#view);
  }

  #settings(): Omit<ControllerSettings, 'host'> {
    const { action, history, variant, replaceTarget, redirectUrl, userType, uuid, persist } = this.config;
    this.#texts = this.readTexts<LeadTexts>(TEXTS);
    return { action, history, variant, replaceTarget, redirectUrl, userType, uuid, persist, texts: this.#texts, lang: pageLang(this) };
  }

  /** Called by the controller at once on every step change, before it moves focus: one layout per change. */
  #render(view: WizardView): void {
    this.#view = view;
    if (view.progressHost) renderProgress(view.progressHost, view.progress, this.#texts);
    if (view.errorHost) renderSubmitError(view.errorHost, view.errorId, view.error && localize(view.error, this.#texts));
  }
}

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
LeadWizardElement.define();
