import { make } from '@vt-elements/core';
import type { Selection } from '../core/selection';
import { termsLabelParts, type CallbackTexts } from '../core/texts';
import { setChildren } from './children';

export interface ConsentProps {
  selection: Selection;
  /** Spec §5's optional explainer, as text ('' shows none). */
  explainer: string;
  texts: CallbackTexts;
  termsHref: string | null;
}

export interface Consent {
  root: HTMLDivElement;
  checkbox: HTMLInputElement;
  label: HTMLLabelElement;
  /** What the label was last built from: rebuilt only when it changes (its link may have focus). */
  labelKey?: string;
  explainer?: HTMLParagraphElement;
  /** Spec §5 Callback consent's "error span". */
  error?: HTMLSpanElement;
  prefix?: HTMLSpanElement;
}

/**
 * Spec §5: the chosen time's required consent checkbox, its label (linking the terms for the
 * brand), the optional explainer and the error, as the checkbox's description in that order. Made
 * once for the chosen time and updated in place, so the checkbox keeps its focus and its tick.
 */
export function renderConsent(doc: Document, id: string, shown: Consent | undefined, props: ConsentProps): Consent {
  const { selection, explainer, texts, termsHref } = props;
  const checkboxId = `${id}-consent`;
  const errorId = `${id}-consent-error`;
  const explainerId = `${id}-consent-explainer`;
  // The checkbox's description: the explainer, then the error while it shows.
  const describedBy = [explainer && explainerId, selection.consentError && errorId].filter(Boolean).join(' ');
  if (!shown) {
    const checkbox = doc.createElement('input');
    checkbox.id = checkboxId;
    checkbox.required = true;
    checkbox.setAttribute('aria-required', 'true');
    setAttribute(checkbox, 'aria-describedby', describedBy);
    checkbox.type = 'checkbox';
    checkbox.value = 'true';
    checkbox.name = 'dialer_consent_accepted';
    checkbox.defaultChecked = selection.consent;
    const label = doc.createElement('label');
    label.htmlFor = checkboxId;
    shown = { root: make(doc, 'div'), checkbox, label };
  }
  const c = shown;
  const className = `vt-callback__consent${selection.consentError ? ' vt-callback__consent--error' : ''}`;
  if (c.root.className !== className) c.root.className = className;
  setAttribute(c.checkbox, 'aria-invalid', selection.consentError ? 'true' : '');
  setAttribute(c.checkbox, 'aria-describedby', describedBy);
  if (c.checkbox.checked !== selection.consent) c.checkbox.checked = selection.consent;

  const terms = termsLabelParts(texts);
  const labelKey = JSON.stringify([terms, termsHref]);
  if (c.labelKey !== labelKey) {
    c.labelKey = labelKey;
    let link: Node | string = terms.link;
    if (termsHref) {
      const a = make(doc, 'a', undefined, terms.link);
      a.href = termsHref;
      link = a;
    }
    c.label.replaceChildren(terms.before, link, terms.after);
  }

  if (explainer) {
    c.explainer ??= paragraph(doc, explainerId, 'vt-callback__explainer');
    if (c.explainer.textContent !== explainer) c.explainer.textContent = explainer;
  } else c.explainer = undefined;

  if (selection.consentError) {
    if (!c.error) {
      // A span, as spec §5 says; a flex item of the consent row, on a line of its own (styles.ts).
      c.error = make(doc, 'span', 'vt-callback__error');
      c.error.id = errorId;
      c.prefix = make(doc, 'span', 'vt-visually-hidden');
      c.error.append(c.prefix, '');
    }
    c.prefix!.textContent = texts.errorPrefix;
    c.error.lastChild!.textContent = ` ${texts.termsRequired}`;
  } else c.error = undefined;

  setChildren(c.root, [c.checkbox, c.label, ...(c.explainer ? [c.explainer] : []), ...(c.error ? [c.error] : [])]);
  return c;
}

function paragraph(doc: Document, id: string, className: string): HTMLParagraphElement {
  const p = doc.createElement('p');
  p.id = id;
  p.className = className;
  return p;
}

/** Sets the attribute, or removes it when '' (as React does for undefined). */
export function setAttribute(node: HTMLElement, name: string, value: string): void {
  if (!value) node.removeAttribute(name);
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}
