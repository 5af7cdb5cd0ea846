import { startTransition, useEffect, useState } from 'react';
import {
  apiHost,
  checkApiHost,
  emit,
  fillText,
  loadDateData,
  pageLang,
  reportError,
  safeUrl,
  textsFor,
  type Clock,
  type Config,
  type HostProps,
} from '@vt-elements/core';
import { callbackWidget, type CallbackWidgetPorts, type CallbackWidgetState } from '../core/callback-widget';
import { summary, unsubmittedNames } from '../core/selection';
import type { scheduledCallbackRuntime } from '../runtime-definition';
import { TEXTS, consentExplainerText, termsHref } from '../core/texts';
import { onFormReset, readPage } from '../dom/page';
import { watchReviewLinks } from '../dom/review-widget';
import { SchedulerErrorPanel } from './error-panel';
import { Picker } from './picker';

/**
 * Its typed config (runtime-definition.ts) and the host, optional for stories and tests, and what
 * only stories and tests inject (not attributes).
 */
export type ScheduledCallbackProps = Partial<Config<typeof scheduledCallbackRuntime> & HostProps> & {
  clock?: Pick<Clock, 'now'>;
  locale?: string;
  fetch?: typeof fetch;
};

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

/** Renders the widget's state (core/callback-widget.ts) and sends it the visitor's intents. */
export function ScheduledCallback(props: ScheduledCallbackProps) {
  const { host, brand, scheduleEmail, supportPhone } = props;
  // Dates follow the page's language: the closest `lang` around the element, else the document's.
  const locale = props.locale ?? (pageLang(host) || 'en');
  const texts = textsFor(TEXTS, locale, props.texts);
  const [shown, setShown] = useState<CallbackWidgetState>();
  const [widget] = useState(() =>
    // The slots as a transition: the picker's many radios render in slices that yield to input.
    callbackWidget(PAGE, (next, slots) => (slots ? startTransition(() => setShown(next)) : setShown(next))),
  );
  const view = shown ?? widget.state;

  useEffect(() => {
    const stopReset = onFormReset(host, widget.reset);
    return () => {
      stopReset();
      widget.stop();
    };
  }, [widget, host]);

  // Each render: the attributes as they are now (a change after start, issue 39), then what was rendered.
  useEffect(() => {
    widget.rendered({ ...props, locale }, view);
  });

  const { state, groups, zone, zoneAbbr, selection, dst, terms } = view;
  const done = summary(groups, selection.confirmed, zone ?? 'local', texts.asap);
  const empty = unsubmittedNames(state === 'slots' ? groups : [], selection);

  return (
    <div className="vt-callback" aria-busy={state === 'loading'}>
      <p className="vt-callback__status" role="status">
        {state === 'loading' ? texts.loading : ''}
      </p>
      {/* Spec §5: present but maybe empty, until a radio of that name is checked. */}
      {empty.map((name) => (
        <input key={name} type="hidden" name={name} value="" />
      ))}
      {state === 'fully-booked' && (
        <SchedulerErrorPanel errorText={texts.fullyBooked} email={scheduleEmail} phone={supportPhone} texts={texts} />
      )}
      {state === 'slots' && (
        <>
          {dst && <p className="vt-callback__notice">{fillText(texts.dstNotice, { zone: zoneAbbr })}</p>}
          <Picker
            groups={groups}
            selection={selection}
            dispatch={widget.dispatch}
            onConfirm={widget.confirm}
            zoneAbbr={zoneAbbr}
            tou={terms}
            termsHref={termsHref(brand)}
            explainer={consentExplainerText(props.consentExplainer, texts)}
            texts={texts}
            summary={done}
          />
        </>
      )}
    </div>
  );
}
