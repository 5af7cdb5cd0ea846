import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  apiHost,
  checkApiHost,
  emit,
  fillText,
  loadDateData,
  reportError,
  safeUrl,
  systemClock,
  textsFor,
  toError,
  type Clock,
  type Config,
  type HostProps,
} from '@vt-elements/core';
import { canCallNow } from '../core/contact-hours';
import { groupTimeslots, isFullyBooked, zoneAbbreviation } from '../core/grouping';
import { isValidZone, pageLocale, visitorZone } from '../core/locale';
import { DEFAULT_REVIEW_SCRIPT, loadReviewWidget } from '../core/review-widget';
import { EMPTY_SELECTION, initialSelection, selectionReducer, summary, unsubmittedNames } from '../core/selection';
import type { scheduledCallbackRuntime } from '../runtime-definition';
import { fetchTimeslots, leadUuid, timeslotsUrl, wizardUuid } from '../core/timeslots';
import {
  CALLBACK_TEXTS,
  consentExplainerText,
  missingActionAttributes,
  showsDstNotice,
  termsHref,
  TEXTS,
} from '../core/texts';
import { SchedulerErrorPanel } from './error-panel';
import { Picker } from './picker';
import type { CallbackConfirmDetail, CallbackSlotsDetail } from '../events';

/**
 * Its typed config (runtime-definition.ts) and the host, optional for stories and tests, and what
 * only stories and tests inject (not attributes).
 */
export type ScheduledCallbackProps = Partial<Config<typeof scheduledCallbackRuntime> & HostProps> & {
  clock?: Pick<Clock, 'now'>;
  locale?: string;
  fetch?: typeof fetch;
};

type Load = { state: 'loading' } | { state: 'slots'; slots: string[]; now: number } | { state: 'fully-booked' };

const SOURCE = 'vt-scheduled-callback';

function resolveZone(zone: string | null | undefined): string | null {
  if (zone && isValidZone(zone)) return zone;
  if (zone) reportError(new Error(`<${SOURCE}> data-time-zone: unknown time zone "${zone}"; using the browser's.`), { source: SOURCE });
  return visitorZone();
}

export function ScheduledCallback(props: ScheduledCallbackProps) {
  const { host, tou = false, timerange = false, brand, scheduleEmail, supportPhone } = props;
  const clock = props.clock ?? systemClock;
  const zone = useMemo(() => resolveZone(props.timeZone), [props.timeZone]);
  const locale = props.locale ?? pageLocale(host);
  const overrides = props.texts;
  const texts = useMemo(() => textsFor(CALLBACK_TEXTS, locale, overrides), [locale, overrides]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [selection, dispatch] = useReducer(selectionReducer, EMPTY_SELECTION);

  useEffect(() => {
    const uuid = leadUuid(props.uuid, globalThis.location?.search, wizardUuid(host));
    // The timeslot call carries credentials: data-domain passes the same policy as data-api-host.
    const domain = checkApiHost(props.domain, 'data-domain', { element: host }) ?? apiHost({ element: host, attribute: props.apiHost });
    let url: string | null;
    try {
      url = timeslotsUrl(domain, uuid, zone);
    } catch (error) {
      // A uuid with a lone surrogate cannot be put in a URL: say which, and show the fallback panel.
      reportError(new Error(`<${SOURCE}> data-uuid ${JSON.stringify(uuid)} cannot be sent in a URL (${toError(error).message}).`), {
        source: SOURCE,
      });
      url = null;
    }
    if (!url) {
      setLoad({ state: 'fully-booked' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    const answer = fetchTimeslots(url, { signal: controller.signal, fetch: props.fetch });
    // Formatting the slots needs the browser's date data: loaded while they are on their way.
    loadDateData();
    answer.then(
      (slots) => {
        // A transition: the picker's many radios render in slices that yield to input.
        if (!controller.signal.aborted)
          startTransition(() => setLoad(slots.length ? { state: 'slots', slots, now: clock.now() } : { state: 'fully-booked' }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error, { source: SOURCE, url });
        setLoad({ state: 'fully-booked' });
      },
    );
    return () => controller.abort();
    // The clock and fetch are fixed for an element's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.domain, props.apiHost, props.uuid, zone, host]);

  const groups = useMemo(
    () =>
      load.state === 'slots' && zone
        ? groupTimeslots(load.slots, {
            now: load.now,
            zone,
            locale,
            timerange,
            nowAvailable: canCallNow(load.now),
            labels: { today: overrides?.today, now: overrides?.now },
          })
        : [],
    [load, zone, locale, timerange, overrides],
  );
  // The heading's abbreviation is the visitor's at load; the summary's is the chosen slot's.
  // Only shown with the slots: the loading state formats nothing (no date data needed yet).
  const zoneAbbr = zone && load.state === 'slots' ? zoneAbbreviation(load.now, zone) : '';
  // Spec §4/§8: slots that leave no date with a time are fully booked, like an empty list.
  const state = load.state === 'slots' && isFullyBooked(groups) ? 'fully-booked' : load.state;

  // Spec §2: the first date is selected after render. Groups made again (new slots, or
  // data-timerange, data-texts… changed after start) keep the visitor's date and time while offered.
  useEffect(() => {
    if (groups.length) dispatch({ type: 'groups', groups });
  }, [groups]);

  // A reset of the surrounding form un-checks the native inputs; the selection follows.
  useEffect(() => {
    const form = host?.closest('form');
    if (!form) return;
    const onReset = () => dispatch({ type: 'reset', date: initialSelection(groups).date });
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, [host, groups]);

  useEffect(() => {
    if (state === 'loading' || !host) return;
    emit<CallbackSlotsDetail>(host, 'vt-callback-slots', { state, count: state === 'slots' ? groups.reduce((n, g) => n + g.times.length, 0) : 0 });
  }, [state, groups, host]);

  // A fully booked panel without its actions is a CMS configuration error: say so once.
  const reportedConfig = useRef(false);
  useEffect(() => {
    const missing = missingActionAttributes(scheduleEmail, supportPhone);
    if (state !== 'fully-booked' || !missing.length || reportedConfig.current) return;
    reportedConfig.current = true;
    reportError(new Error(TEXTS.missingActions(missing)), { source: SOURCE, attributes: missing });
  }, [state, scheduleEmail, supportPhone]);

  useEffect(() => {
    const doc = host?.ownerDocument ?? globalThis.document;
    if (!doc) return undefined;
    // A page's own review script passes the URL policy; the built-in provider's is trusted.
    const own = props.reviewScript && props.reviewScript !== DEFAULT_REVIEW_SCRIPT;
    const src = (own && safeUrl(props.reviewScript, { source: SOURCE, what: 'data-review-script' })) || DEFAULT_REVIEW_SCRIPT;
    return loadReviewWidget(doc, src);
  }, [host, props.reviewScript]);

  const dst = showsDstNotice(groups[0]?.value);
  const showTerms = tou && !dst;
  const done = summary(groups, selection.confirmed, zone ?? 'local', texts.asap);
  const empty = unsubmittedNames(state === 'slots' ? groups : [], selection);

  const onConfirm = () => {
    const next = selectionReducer(selection, { type: 'confirm', consentRequired: showTerms });
    dispatch({ type: 'confirm', consentRequired: showTerms });
    if (next.confirmed && host) {
      emit<CallbackConfirmDetail>(host, 'vt-callback-confirm', {
        day_to_call: next.confirmed.date,
        time_to_call: next.confirmed.time,
        dialer_consent_accepted: showTerms ? next.consent : null,
      });
    }
  };

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
            dispatch={dispatch}
            onConfirm={onConfirm}
            zoneAbbr={zoneAbbr}
            tou={showTerms}
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
