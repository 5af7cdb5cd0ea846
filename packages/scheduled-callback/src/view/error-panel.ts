/** Spec §2/§8: the appointment-scheduler error panel: the error text plus optional email and phone buttons. */
import { make } from '@vt-elements/core';
import { EN, type CallbackTexts } from '../core/texts';

export interface SchedulerErrorPanelOptions {
  errorText: string;
  email?: string | null;
  phone?: string | null;
  /** The button texts (default English). */
  texts?: Pick<CallbackTexts, 'emailToSchedule' | 'callUsNow'>;
}

/** The panel, made in `doc` (text is always text, never markup); nothing in it changes once shown. */
export function schedulerErrorPanel(doc: Document, { errorText, email, phone, texts = EN }: SchedulerErrorPanelOptions): HTMLDivElement {
  const panel = make(doc, 'div', 'vt-callback__error-panel');
  panel.append(make(doc, 'p', 'vt-callback__error-text', errorText));
  if (email || phone) {
    const actions = make(doc, 'p', 'vt-callback__actions');
    if (email) actions.append(link(doc, `mailto:${email}`, texts.emailToSchedule));
    if (phone) actions.append(link(doc, `tel:${phone.replace(/[^\d+]/g, '')}`, texts.callUsNow));
    panel.append(actions);
  }
  return panel;
}

function link(doc: Document, href: string, text: string): HTMLAnchorElement {
  const a = make(doc, 'a', 'vt-callback__button', text);
  a.href = href;
  return a;
}
