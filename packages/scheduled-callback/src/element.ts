/**
 * `<vt-scheduled-callback>`: a plain custom element, no React (issue 38). It renders the picker
 * into itself (view/scheduled-callback.ts: a `.vt-callback` in its light DOM, so the radios submit
 * with the surrounding form), so a page with the lead form, this picker and the cart badge loads
 * no React chunk at all.
 */
import { cloak, loadDateData, PlainElement, type Config } from '@vt-elements/core';
import { scheduledCallbackRuntime } from './runtime-definition';
import { zoneWithoutDateData } from './core/locale';
import { mountCallback, type MountedCallback } from './view/scheduled-callback';
import { scheduledCallbackStyles } from './view/styles';

/** `<vt-scheduled-callback>`; define it under another name with `customElements.define('acme-callback', ScheduledCallbackElement)`. */
export class ScheduledCallbackElement extends PlainElement<Config<typeof scheduledCallbackRuntime>> {
  static override definition = scheduledCallbackRuntime;
  static override styles = scheduledCallbackStyles;
  // It reads none of its content (it renders its own): set up as soon as it is in the page, so the
  // time slots are asked for at once, as the React element's mount did, not after the parse.
  static override eager = true;
  /** The picker while it is set up. */
  #picker?: MountedCallback;

  /** Renders the picker; the undo stops it (its load, listeners and review watch) and removes it. */
  protected setUp(): () => void {
    const picker = (this.#picker = mountCallback(this, { ...this.config }));
    return () => {
      picker.stop();
      this.#picker = undefined;
    };
  }

  /**
   * Attributes changed after start (issue 39) reach the running picker, which keeps the visitor's
   * date, time and consent while they are still offered (core/callback-widget.ts).
   */
  protected override update(): void {
    this.#picker?.update({ ...this.config });
  }
}

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
// The browser's date data (its first date formatter): a task of its own. Before the first render
// where the zone needs it; else the view loads it once the time slots are asked for, while they
// are on their way.
if (!zoneWithoutDateData()) loadDateData();
ScheduledCallbackElement.define();
