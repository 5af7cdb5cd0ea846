import {
  apiHost,
  checkApiHost,
  emit,
  fillText,
  listen,
  loadDateData,
  make,
  pageLang,
  reportError,
  safeUrl,
  textsFor,
} from '@vt-elements/core';
import { callbackWidget, SOURCE, type CallbackSettings, type CallbackWidgetPorts, type CallbackWidgetState } from '../core/callback-widget';
import { summary, unsubmittedNames } from '../core/selection';
import { TEXTS, consentExplainerText, termsHref, type CallbackTexts } from '../core/texts';
import { onFormReset, readPage } from '../dom/page';
import { watchReviewLinks } from '../dom/review-widget';
import { setChildren } from './children';
import { schedulerErrorPanel } from './error-panel';
import { createPicker, type Picker } from './picker';

/**
 * The picker without its element: its attributes as the element parses them (Config), and what
 * only stories and tests inject (not attributes): the clock, fetch and the page's language.
 */
export type CallbackViewSettings = Omit<CallbackSettings, 'locale' | 'host'> & { locale?: string };

/** A mounted picker: `update` gives it its settings as they are now (issue 39), `stop` removes it. */
export interface MountedCallback {
  update(settings: CallbackViewSettings): void;
  stop(): void;
}

/** The names spec §5 wants in the form data, empty or not. */
type FieldName = ReturnType<typeof unsubmittedNames>[number];

/** The page, as the widget asks for it. */
const PAGE: CallbackWidgetPorts = {
  report: reportError,
  emit: (host, type, detail) => host && emit(host, type, detail),
  readPage,
  checkApiHost,
  apiHost,
  safeUrl,
  loadDateData,
  watchReviews: watchReviewLinks,
};

/**
 * Renders the widget's state (core/callback-widget.ts) into `host` (the element, or a story's or
 * test's container: its `.vt-callback` is appended there, the events fire on `host`) and sends the
 * widget the visitor's intents. Plain DOM, no React (issue 38): each state is rendered at once and
 * in place (picker.ts). The time slots render in one go too: the React view rendered them as a
 * transition, in slices that yielded to input, but a few dozen radios made in the DOM directly
 * take far less than a frame.
 */
export function mountCallback(host: HTMLElement, initial: CallbackViewSettings): MountedCallback {
  const doc = host.ownerDocument;
  const root = make(doc, 'div', 'vt-callback');
  const status = make(doc, 'p', 'vt-callback__status');
  status.setAttribute('role', 'status');
  /** Spec §5's stand-ins, by name, while no radio of that name is checked. */
  const hidden = new Map<FieldName, HTMLInputElement>();
  let panel: { key: string; node: HTMLDivElement } | undefined;
  const notice = make(doc, 'p', 'vt-callback__notice');
  /** The columns while the slots show; made afresh each time they show again (as React remounted them). */
  let picker: Picker | undefined;

  let settings: CallbackSettings;
  let texts: CallbackTexts;
  let shown: CallbackWidgetState;
  let stopped = false;
  let rendering = false;
  let again = false;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  const widget = callbackWidget(PAGE, () => renderSoon());

  /** Renders now, or once the render under way is done (a change from within a render or an event it fires). */
  function renderSoon(): void {
    if (rendering) again = true;
    else flush();
  }

  /**
   * Renders the widget's latest state, then tells the widget what was rendered with the settings
   * (the React view's render and effect): that may change the state again (a load starts), which
   * is then rendered in turn.
   */
  function flush(): void {
    if (stopped) return;
    rendering = true;
    try {
      do {
        again = false;
        shown = widget.state;
        render(shown);
        widget.rendered(settings, shown);
      } while (again && !stopped);
    } catch (error) {
      reportError(error, { source: SOURCE });
    } finally {
      rendering = false;
    }
  }

  function render(view: CallbackWidgetState): void {
    const { state, groups, zone, zoneAbbr, selection, dst, terms } = view;
    root.setAttribute('aria-busy', String(state === 'loading'));
    const loading = state === 'loading' ? texts.loading : '';
    if (status.textContent !== loading) status.textContent = loading;
    const empty = unsubmittedNames(state === 'slots' ? groups : [], selection);
    const inputs = empty.map((name) => hidden.get(name) ?? hiddenInput(name));
    for (const name of hidden.keys()) if (!empty.includes(name)) hidden.delete(name);

    if (state === 'fully-booked') {
      const options = { errorText: texts.fullyBooked, email: settings.scheduleEmail, phone: settings.supportPhone, texts };
      const key = JSON.stringify([options.errorText, options.email, options.phone, texts.emailToSchedule, texts.callUsNow]);
      if (panel?.key !== key) panel = { key, node: schedulerErrorPanel(doc, options) };
    } else panel = undefined;

    if (state === 'slots') {
      picker ??= createPicker(doc);
      picker.render({
        groups,
        selection,
        zoneAbbr,
        tou: terms,
        termsHref: termsHref(settings.brand),
        explainer: consentExplainerText(settings.consentExplainer, texts),
        texts,
        summary: summary(groups, selection.confirmed, zone ?? 'local', texts.asap),
      });
      const dstText = fillText(texts.dstNotice, { zone: zoneAbbr });
      if (dst && notice.textContent !== dstText) notice.textContent = dstText;
    } else picker = undefined;

    setChildren(root, [
      status,
      ...inputs,
      ...(panel ? [panel.node] : []),
      ...(picker && dst ? [notice] : []),
      ...(picker ? [picker.root] : []),
    ]);
  }

  function hiddenInput(name: FieldName): HTMLInputElement {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.value = '';
    input.name = name;
    hidden.set(name, input);
    return input;
  }

  // The visitor's intents, read from the inputs' names (spec §5's names, one listener for all).
  const stopChange = listen(root, 'change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'day_to_call' && input.checked) widget.dispatch({ type: 'choose-date', date: input.value });
    else if (input.name === 'time_to_call' && input.checked) widget.dispatch({ type: 'choose-time', time: input.value });
    else if (input.name === 'dialer_consent_accepted') widget.dispatch({ type: 'consent', checked: input.checked });
  });
  const stopClick = listen(root, 'click', (event) => {
    if (!(event.target as Element).closest?.('.vt-callback__confirm-button')) return;
    // What the visitor saw when pressing: the terms shown and not ticked take them to the checkbox.
    const { terms, selection } = shown;
    widget.confirm();
    if (terms && !selection.consent) picker?.focusConsent();
  });
  // The browser un-checks the form's radios after its reset event: the selection follows a task
  // later, so what is rendered then is not undone by that reset (React rendered it later too).
  const stopReset = onFormReset(host, () => {
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => stopped || widget.reset());
  });

  function update(next: CallbackViewSettings): void {
    // Dates follow the page's language: the closest `lang` around the element, else the document's.
    const locale = next.locale ?? (pageLang(host) || 'en');
    settings = { ...next, locale, host };
    texts = textsFor(TEXTS, locale, next.texts);
    renderSoon();
  }

  host.append(root);
  update(initial);

  return {
    update,
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(resetTimer);
      stopChange();
      stopClick();
      stopReset();
      widget.stop();
      root.remove();
    },
  };
}
