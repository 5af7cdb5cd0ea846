/**
 * The suggestion's modal dialog (spec §4 Locale): a native <dialog> opened with the core's
 * openModal (WAI-ARIA APG: focus in, Escape, scroll lock, focus back), named by its heading and
 * described by its text, with 'Yes' and 'No, stay here'. It shows and hands back the answer; what
 * an answer stores and announces is the flow's (core/suggest-flow.ts).
 */
import { addStyles, fillText as fill, make, modalOpen, openModal, uniqueId } from '@vt-elements/core';
import type { SuggestAsk } from '../core/suggest-flow';
import type { SuggestTexts } from '../core/texts';
import { navigate } from './page';

const BLOCK = 'vt-locale-suggest';

// Surface and text from the theme's tokens (a native dark <dialog> keeps its heavy border); Yes is
// the primary action, No an outlined secondary one.
const STYLES = `:where(.vt-locale-suggest){max-inline-size:min(28rem,calc(100vw - 2rem));padding:1.5rem;border:0;border-radius:var(--vt-radius-lg,.5rem);background:var(--vt-color-surface,#fff);color:var(--vt-color-text,#1b1b1b);box-shadow:0 .5rem 2rem rgb(0 0 0/.3)}
:where(.vt-locale-suggest)::backdrop{background:rgb(0 0 0/.5)}
:where(.vt-locale-suggest__title){margin:0 0 .5rem;font-size:var(--vt-font-size-lg,1.25rem)}
:where(.vt-locale-suggest__actions){display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.25rem}
:where(.vt-locale-suggest__actions button){font:inherit;font-weight:600;min-block-size:2.75rem;padding:.5rem 1.25rem;border:1px solid var(--vt-color-primary,#0b57d0);border-radius:var(--vt-radius-md,.375rem);background:var(--vt-color-surface,#fff);color:var(--vt-color-primary,#0b57d0);cursor:pointer}
:where(.vt-locale-suggest__yes){background:var(--vt-color-primary,#0b57d0);color:var(--vt-color-on-primary,#fff)}
:where(.vt-locale-suggest :focus-visible){outline:3px solid var(--vt-focus-color,var(--vt-color-focus,#1a5fd0));outline-offset:2px}`;

/**
 * Shows `ask` in `host` in the words `texts()` gives. The answer is stored, then announced (a
 * cancelable `vt-locale-change`, then the page it goes to) once the dialog is closed: 'Yes' closes
 * it in between; 'No, stay here', Escape or a script closing it answer on close.
 * Returns what sets its words again (data-texts changed).
 */
export function showSuggestDialog(host: Element, ask: SuggestAsk, texts: () => SuggestTexts): () => void {
  const doc = host.ownerDocument;
  // Added with the dialog, not at set-up: most visitors are never asked.
  addStyles(doc, BLOCK, STYLES);
  const dialog = make(doc, 'dialog', BLOCK);
  const title = make(doc, 'h2', 'vt-locale-suggest__title');
  const message = make(doc, 'p', 'vt-locale-suggest__message');
  title.id = uniqueId('vt-locale-title');
  message.id = uniqueId('vt-locale-message');
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.setAttribute('aria-describedby', message.id);
  const yes = make(doc, 'button', 'vt-locale-suggest__yes');
  const no = make(doc, 'button', 'vt-locale-suggest__no');
  const setTexts = () => {
    const t = texts();
    const name = t[ask.offer.country];
    title.textContent = fill(t.title, { country: name });
    message.textContent = fill(t.message, { country: name });
    yes.textContent = t.yes;
    no.textContent = t.no;
  };
  setTexts();
  yes.type = no.type = 'button';
  const actions = make(doc, 'div', 'vt-locale-suggest__actions');
  actions.append(yes, no);
  dialog.append(title, message, actions);
  host.append(dialog);
  let accepted = false;
  yes.addEventListener('click', () => {
    accepted = true;
    const { country, url } = ask.answer(true);
    dialog.close();
    navigate(host, country, url);
  });
  no.addEventListener('click', () => dialog.close());
  openModal(dialog, {
    onClose: () => {
      if (!accepted) {
        const { country, url } = ask.answer(false);
        navigate(host, country, url);
      }
      dialog.remove();
    },
  });
  return setTexts;
}

/**
 * Resolves when no modal is open (a timed offer or the share dialog is not covered by this one),
 * with whether `host` is still in the page.
 */
export function whenNoModal(host: Element): Promise<boolean> {
  const doc = host.ownerDocument;
  return new Promise<void>((resolve) => {
    const check = () => {
      if (modalOpen(doc)) return;
      doc.removeEventListener('close', later, true);
      resolve();
    };
    // After the closing dialog's own listeners have run (they release its lock).
    const later = () => setTimeout(check, 0);
    doc.addEventListener('close', later, true);
    check();
  }).then(() => host.isConnected);
}
