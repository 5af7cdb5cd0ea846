import { fillText } from '@vt-elements/core';
import type { Progress } from '../core/paths';
import type { LeadTexts } from '../core/texts';

/**
 * Our own chrome in the CMS form, the only thing the wizard renders: the progress bar and the
 * submit error, written into the hosts the controller places (issue 38: a few nodes set in place
 * need no React, and the form then loads none). Each is kept between steps and updated in place:
 * the indicator's width transitions, and the alert is one live region whose text changes.
 */

/** §2: an indicator and the text 'N of M', as a WAI-ARIA progressbar; nothing on the first panel (progress null). */
export function renderProgress(host: HTMLElement, progress: Progress | null, texts: LeadTexts): void {
  if (!progress || progress.total === 0) {
    host.replaceChildren();
    return;
  }
  const doc = host.ownerDocument;
  let root = host.firstElementChild as HTMLElement | null;
  if (!root) {
    root = part(doc, 'div', 'vt-progress');
    const bar = part(doc, 'div', 'vt-progress__bar');
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-valuemin', '0');
    const label = part(doc, 'p', 'vt-progress__text');
    label.setAttribute('aria-hidden', 'true');
    bar.append(part(doc, 'div', 'vt-progress__indicator'));
    root.append(bar, label);
    host.append(root);
  }
  const bar = root.firstElementChild as HTMLElement;
  const text = fillText(texts.progress, { value: progress.value, total: progress.total });
  bar.setAttribute('aria-label', texts.progressLabel);
  bar.setAttribute('aria-valuemax', String(progress.total));
  bar.setAttribute('aria-valuenow', String(progress.value));
  bar.setAttribute('aria-valuetext', text);
  (bar.firstElementChild as HTMLElement).style.inlineSize = `${Math.round((progress.value / progress.total) * 100)}%`;
  root.lastElementChild!.textContent = text;
}

/** §4/§8: the submit failure, shown next to the Next button and announced (empty while there is none). */
export function renderSubmitError(host: HTMLElement, id: string, message: string | null): void {
  let alert = host.firstElementChild as HTMLElement | null;
  if (!alert) {
    alert = part(host.ownerDocument, 'p', 'vt-submit-error');
    alert.id = id;
    alert.setAttribute('role', 'alert');
    host.append(alert);
  }
  alert.textContent = message ?? '';
}

function part(doc: Document, tag: string, className: string): HTMLElement {
  const el = doc.createElement(tag);
  el.className = className;
  return el;
}
