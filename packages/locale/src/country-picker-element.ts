/**
 * `<vt-country-picker>` (spec §2 "Footer country picker select that changes locale", §4 Locale):
 * a labelled native <select> of the page's alternates (United States, Canada, United Kingdom),
 * preselected from `preferred_locale` (else this page's country, else the United States); a
 * choice is stored for about a year and opens that country's page. Its content (the CMS's links,
 * `<a hreflang href>`) is the no-JavaScript picker: it is hidden once the select is in place, and
 * its links count as alternates too. Plain DOM on the core (no React).
 */
import { make, PlainElement, uniqueId, type Config } from '@vt-elements/core';
import { pickerRuntime } from './runtime-definition';
import { pickerOptions, type Country } from './core/locales';
import { PICKER_TEXTS } from './core/texts';
import { navigate, pageAlternates, pageLang, readPreference, storePreference } from './dom/page';

const TAG = pickerRuntime.tag;

const STYLES = `:where(.vt-country-picker){display:inline-flex;align-items:center;gap:.5rem;flex-wrap:wrap}
:where(.vt-country-picker__select){font:inherit;min-block-size:2.5rem;padding:.25rem .5rem;border:1px solid var(--vt-color-border,#767676);border-radius:var(--vt-radius-md,.375rem);background:var(--vt-color-surface,#fff);color:var(--vt-color-text,#1b1b1b)}
:where(.vt-country-picker__hint){position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
:where(.vt-country-picker :focus-visible){outline:3px solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}`;

/** `<vt-country-picker>`; define it under another name with `customElements.define('acme-countries', CountryPickerElement)`. */
export class CountryPickerElement extends PlainElement<Config<typeof pickerRuntime>> {
  static override definition = pickerRuntime;
  static override styles = STYLES;
  #select?: HTMLSelectElement;
  /** Its label and hint, whose words (and the options') follow data-texts (issue 39). */
  #label?: HTMLElement;
  #hint?: HTMLElement;

  /**
   * Built once: a removed one put back keeps its select. So does a change after start (issue 39,
   * the default update sets up again): new data-texts change the words in place, the country
   * chosen stays.
   */
  protected setUp(): void {
    if (!this.#select) this.#build();
    const t = this.readTexts(PICKER_TEXTS);
    this.#label!.textContent = t.label;
    this.#hint!.textContent = t.hint;
    for (const option of this.#select!.options) option.textContent = t[option.value as Country];
  }

  #build(): void {
    const doc = this.ownerDocument;
    const here = location.href;
    const { options, selected } = pickerOptions(pageAlternates(TAG, doc, this), here, pageLang(this), readPreference(TAG, doc));
    const fallback = [...this.children];
    const box = make(doc, 'span', 'vt-country-picker');
    const id = uniqueId('vt-country');
    const label = (this.#label = make(doc, 'label', 'vt-country-picker__label'));
    label.htmlFor = id;
    const hint = (this.#hint = make(doc, 'span', 'vt-country-picker__hint'));
    hint.id = `${id}-hint`;
    const select = (this.#select = make(doc, 'select', 'vt-country-picker__select'));
    select.id = id;
    select.setAttribute('aria-describedby', hint.id);
    for (const option of options) {
      const item = make(doc, 'option');
      item.value = option.country;
      select.append(item);
    }
    select.value = selected;
    select.addEventListener('change', () => {
      const country = select.value as Country;
      const option = options.find((o) => o.country === country);
      if (!option) return;
      storePreference(country, doc);
      navigate(this, country, option.url);
    });
    box.append(label, select, hint);
    // The select replaces the no-JS links in the same place.
    // Inline display too: a page rule like .links{display:flex} would beat [hidden].
    for (const node of fallback) {
      (node as HTMLElement).hidden = true;
      (node as HTMLElement).style.display = 'none';
    }
    this.append(box);
  }
}

CountryPickerElement.define();
