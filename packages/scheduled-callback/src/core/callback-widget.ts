import { latestOnly, systemClock, toError, type Clock, type Config, type ErrorContext } from '@vt-elements/core';
import type { CallbackConfirmDetail, CallbackSlotsDetail } from '../events';
import type { scheduledCallbackRuntime } from '../runtime-definition';
import { canCallNow } from './contact-hours';
import { groupTimeslots, isFullyBooked, zoneAbbreviation, type DateGroup } from './grouping';
import { isValidZone, visitorZone } from './locale';
import { EMPTY_SELECTION, initialSelection, selectionReducer, type Selection, type SelectionIntent } from './selection';
import { missingActionAttributes, showsDstNotice, EN } from './texts';
import { fetchTimeslots, leadUuid, timeslotsUrl } from './timeslots';

/**
 * The picker's rules out of the view (issue 40), as the class search's (course-search
 * core/search.ts): where the time slots come from and the URL policy on it, loading them (only the
 * latest load counts), spec §4 Callback widget's states, the visitor's choices, what is reported
 * and the events. What touches the page (reporting, the events, the URL policy, reading it) comes
 * in as ports, fetch and the clock with the settings, so it runs in node; the view renders its
 * state and sends the visitor's intents.
 */
export const SOURCE = 'vt-scheduled-callback';
/** Default provider script (Trustpilot's widget bootstrap); a page overrides it with data-review-script. */
export const DEFAULT_REVIEW_SCRIPT = 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js';

type Host = HTMLElement | undefined;

/** What the widget asks of the page (the view passes dom/ and core functions; tests their own). */
export interface CallbackWidgetPorts {
  report(error: unknown, context: ErrorContext): unknown;
  /** Fires one of the element's events on it. */
  emit(host: Host, type: string, detail: unknown): unknown;
  /** The page's other sources of the lead uuid (spec §7): the URL's query and the enclosing `<vt-lead-wizard>`'s data-uuid. */
  readPage(host: Host): { search: string | undefined; wizardUuid: string | null };
  /** The URL policy (it reads the page's address and meta tags): an API host override, or null (reported) when refused. */
  checkApiHost(value: string | null | undefined, where: string, options: { element: Host }): string | null;
  /** The API host: data-api-host (checked), the page's meta, else the page's own. */
  apiHost(options: { element: Host; attribute: string | null | undefined }): string;
  /** The URL policy for another URL: the URL, or null (reported) when refused. */
  safeUrl(value: string, options: { source: string; what: string }): string | null;
  /** Starts loading the browser's date data, which formatting the slots needs. */
  loadDateData(): void;
  /** Loads the review widget's script when review links come near (dom/review-widget.ts); returns a stop. */
  watchReviews(host: Host, src: string): () => void;
}

/**
 * Its attributes as the element parses them, the page's language, and the element itself with what
 * only stories and tests inject: the clock and fetch (read when the slots are asked for).
 */
export type CallbackSettings = Partial<Config<typeof scheduledCallbackRuntime>> & {
  locale: string;
  host?: HTMLElement;
  clock?: Pick<Clock, 'now'>;
  fetch?: typeof fetch;
};

export interface CallbackWidgetState {
  /** Spec §4 Callback widget: loading; slots available; no slots or a failed fetch (fully booked, so are slots all past). */
  state: 'loading' | 'slots' | 'fully-booked';
  groups: DateGroup[];
  /** The visitor's IANA zone (null when unknown). */
  zone: string | null;
  /** The time column's abbreviation: the visitor's at load, '' until the slots show. */
  zoneAbbr: string;
  selection: Selection;
  /** Spec §4: the hard-coded daylight-saving notice shows (and hides the terms). */
  dst: boolean;
  /** The terms of use show: data-tou without the notice. */
  terms: boolean;
}

/** The state changed; `slots`: it shows the time slots, many radios the view may render in slices. */
export type CallbackWidgetListener = (state: CallbackWidgetState, slots: boolean) => void;

type Load = { state: 'loading' } | { state: 'slots'; slots: string[]; now: number } | { state: 'fully-booked' };

export type CallbackWidget = ReturnType<typeof callbackWidget>;

/**
 * One picker's widget. The view calls `rendered` after each render with the settings as they are
 * then (the first call starts it), sends the visitor's intents, and `stop`s it when it goes;
 * `onChange` hands it each new state.
 */
export function callbackWidget(ports: CallbackWidgetPorts, onChange: CallbackWidgetListener) {
  const latest = latestOnly();
  let settings: CallbackSettings | undefined;
  let zone: string | null = null;
  let load: Load = { state: 'loading' };
  let groups: DateGroup[] = [];
  let selection = EMPTY_SELECTION;
  let shown: CallbackWidgetState | undefined;
  let reportedConfig = false;
  let stopReviews = () => {};

  function snapshot(): CallbackWidgetState {
    const dst = showsDstNotice(groups[0]?.value);
    return {
      // Spec §4/§8: slots that leave no date with a time are fully booked, like an empty list.
      state: load.state === 'slots' && isFullyBooked(groups) ? 'fully-booked' : load.state,
      groups,
      zone,
      // The heading's abbreviation is the visitor's at load; the summary's is the chosen slot's.
      // Only with the slots: the loading state formats nothing (no date data needed yet).
      zoneAbbr: load.state === 'slots' && zone ? zoneAbbreviation(load.now, zone) : '',
      selection,
      dst,
      terms: !!settings?.tou && !dst,
    };
  }
  let state = snapshot();

  function update(slots = false) {
    onChange((state = snapshot()), slots);
  }

  function dispatch(intent: SelectionIntent) {
    selection = selectionReducer(selection, intent);
    update();
  }

  /**
   * The load's state, its slots grouped by date. Groups made again (new slots, data-timerange,
   * data-texts… changed after start) keep the visitor's date and time while offered.
   */
  function show(next: Load, slots?: boolean) {
    const { locale, timerange, texts } = settings!;
    load = next;
    groups =
      next.state === 'slots' && zone
        ? groupTimeslots(next.slots, {
            now: next.now,
            zone,
            locale,
            timerange: !!timerange,
            nowAvailable: canCallNow(next.now),
            labels: { today: texts?.today, now: texts?.now },
          })
        : [];
    // Spec §2: the first date is selected once the slots show.
    if (groups.length) selection = selectionReducer(selection, { type: 'groups', groups });
    update(slots);
  }

  /** Asks for the time slots (again: a retry); an earlier load's answer is dropped. */
  function reload() {
    const signal = latest.next();
    const { uuid, domain, apiHost, host, clock = systemClock, fetch } = settings!;
    const page = ports.readPage(host);
    const lead = leadUuid(uuid, page.search, page.wizardUuid);
    // The timeslot call carries credentials: data-domain passes the same policy as data-api-host.
    const base = ports.checkApiHost(domain, 'data-domain', { element: host }) ?? ports.apiHost({ element: host, attribute: apiHost });
    let url: string | null = null;
    try {
      url = timeslotsUrl(base, lead, zone);
    } catch (error) {
      // A uuid with a lone surrogate cannot be put in a URL: say which, and show the fallback panel.
      ports.report(new Error(`<${SOURCE}> data-uuid ${JSON.stringify(lead)} cannot be sent in a URL (${toError(error).message}).`), {
        source: SOURCE,
      });
    }
    if (!url) return show({ state: 'fully-booked' });
    show({ state: 'loading' });
    const answer = fetchTimeslots(url, { signal, fetch });
    // Formatting the slots needs the browser's date data: loaded while they are on their way.
    ports.loadDateData();
    answer.then(
      (slots) => {
        if (!signal.aborted) show(slots.length ? { state: 'slots', slots, now: clock.now() } : { state: 'fully-booked' }, true);
      },
      (error: unknown) => {
        if (signal.aborted) return;
        ports.report(error, { source: SOURCE, url });
        show({ state: 'fully-booked' });
      },
    );
  }

  function resolveZone(name: string | null | undefined): string | null {
    if (name && isValidZone(name)) return name;
    if (name) ports.report(new Error(`<${SOURCE}> data-time-zone: unknown time zone "${name}"; using the browser's.`), { source: SOURCE });
    return visitorZone();
  }

  return {
    get state(): CallbackWidgetState {
      return state;
    },

    /**
     * After each render: the settings as they are now (at start and after each change, what changed
     * is loaded, grouped or shown again), and what was rendered (the events and the configuration
     * error follow what the visitor sees).
     */
    rendered(next: CallbackSettings, rendered: CallbackWidgetState) {
      const was = settings;
      const changed = (...keys: (keyof CallbackSettings)[]) => !was || keys.some((key) => next[key] !== was[key]);
      const zoneWas = zone;
      settings = next;
      if (changed('timeZone')) zone = resolveZone(next.timeZone);
      if (changed('domain', 'apiHost', 'uuid', 'host') || zone !== zoneWas) reload();
      else if (changed('locale', 'timerange', 'texts')) show(load);
      else if (changed('tou')) update();
      if (changed('reviewScript', 'host')) {
        // A page's own review script passes the URL policy; the built-in provider's is trusted.
        const own = next.reviewScript && next.reviewScript !== DEFAULT_REVIEW_SCRIPT;
        stopReviews();
        stopReviews = ports.watchReviews(
          next.host,
          (own && ports.safeUrl(next.reviewScript!, { source: SOURCE, what: 'data-review-script' })) || DEFAULT_REVIEW_SCRIPT,
        );
      }
      if (rendered.state !== shown?.state || rendered.groups !== shown.groups) {
        if (rendered.state !== 'loading')
          ports.emit(settings?.host, 'vt-callback-slots', {
            state: rendered.state,
            count: rendered.state === 'slots' ? rendered.groups.reduce((n, g) => n + g.times.length, 0) : 0,
          } satisfies CallbackSlotsDetail);
      }
      shown = rendered;
      // A fully booked panel without its actions is a CMS configuration error: say so once.
      const missing = missingActionAttributes(settings?.scheduleEmail, settings?.supportPhone);
      if (rendered.state !== 'fully-booked' || !missing.length || reportedConfig) return;
      reportedConfig = true;
      ports.report(new Error(EN.missingActions(missing)), { source: SOURCE, attributes: missing });
    },

    reload,

    /** The visitor chose a date or a time, or ticked the consent. */
    dispatch,

    /** Confirm: the summary shows and vt-callback-confirm fires; with the terms unticked, their error shows. */
    confirm() {
      const { terms } = state;
      dispatch({ type: 'confirm', consentRequired: terms });
      const { confirmed, consent } = selection;
      if (confirmed)
        ports.emit(settings?.host, 'vt-callback-confirm', {
          day_to_call: confirmed.date,
          time_to_call: confirmed.time,
          dialer_consent_accepted: terms ? consent : null,
        } satisfies CallbackConfirmDetail);
    },

    /** The surrounding form was reset (its native inputs un-checked): the selection follows. */
    reset() {
      dispatch({ type: 'reset', date: initialSelection(groups).date });
    },

    /** The view is gone: the load is aborted, the review links unwatched; a later `rendered` starts again. */
    stop() {
      latest.stop();
      stopReviews();
      settings = undefined;
    },
  };
}
