import { describe, expect, it, vi } from 'vitest';
import {
  callbackWidget,
  DEFAULT_REVIEW_SCRIPT,
  type CallbackSettings,
  type CallbackWidgetPorts,
  type CallbackWidgetState,
} from './callback-widget';
import { EN } from './texts';

/** The widget in node: the page, fetch and clock are fakes; `rendered` is called as the view does after each render. */
const CHICAGO = 'America/Chicago';
// Saturday 2026-11-21 8:00 in Chicago: before the weekend's contact hours, so no 'Now'.
const SATURDAY_EARLY = Date.parse('2026-11-21T14:00:00Z');
// Monday 2026-11-23 6:00 in Chicago (7:00 in New York): before contact hours, so no 'Now'; today's slots are 'Today'.
const MONDAY_EARLY = Date.parse('2026-11-23T12:00:00Z');
const MONDAY_9 = '2026-11-23T15:00:00Z';
const MONDAY_10 = '2026-11-23T16:00:00Z';
const HOST = {} as HTMLElement;

/** Slots (200), 'fail' (an HTML error page, 500), slots with another status, or an answer that never comes. */
type Answer = string[] | 'fail' | { status: number; slots: string[] } | Promise<never>;

function setup(answers: Answer[], settings: Partial<CallbackSettings> = {}) {
  const urls: string[] = [];
  const events: [string, unknown][] = [];
  const reports: [string, unknown][] = [];
  const states: [CallbackWidgetState, boolean][] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    const answer = answers.shift() ?? [];
    if (answer === 'fail') return new Response('<h1>Server error</h1>', { status: 500 });
    const { status = 200, slots } = Array.isArray(answer) || answer instanceof Promise ? { slots: await answer } : answer;
    return new Response(JSON.stringify(slots.map((timeslot) => ({ timeslot }))), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const ports = {
    report: (error: unknown, context: unknown) => reports.push([(error as Error).message, context]),
    emit: (host, type, detail) => host === HOST && events.push([type, detail]),
    readPage: () => ({ search: '?secure-uuid=from-url', wizardUuid: null }),
    checkApiHost: vi.fn((value: string | null | undefined) => (value?.includes('evil') ? null : (value ?? null))),
    apiHost: vi.fn(() => 'https://api.page.example'),
    safeUrl: vi.fn((value: string) => (value.includes('evil') ? null : value)),
    loadDateData: vi.fn(),
    watchReviews: vi.fn((_host: HTMLElement | undefined, _src: string) => () => {}),
  } satisfies CallbackWidgetPorts;
  let current: Partial<CallbackSettings> = { host: HOST, domain: 'https://api.example.com', timeZone: CHICAGO, locale: 'en', ...settings };
  const widget = callbackWidget(ports, (state, slots) => states.push([state, slots]));
  /** A render of the view with these settings (a change of attributes: new settings). */
  const render = (change: Partial<CallbackSettings> = {}) => {
    current = { ...current, ...change };
    widget.rendered({ clock: { now: () => SATURDAY_EARLY }, fetch, ...current } as CallbackSettings, widget.state);
  };
  /** The answers arrive, then the view renders what they changed. */
  const answered = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    render();
  };
  return { widget, ports, urls, events, reports, states, render, answered };
}

describe('§7/§4 loading the time slots', () => {
  it("asks the uuid URL once, loading until the answer; the slots grouped by date, the first date ('Today', §2/§4) chosen even with no times", async () => {
    const t = setup([[MONDAY_9, MONDAY_10]], { uuid: 'lead-1' });
    expect(t.widget.state.state).toBe('loading');
    t.render();
    expect(t.urls).toEqual(['https://api.example.com/v1/todos/me/timeslots/lead-1']);
    expect(t.ports.loadDateData).toHaveBeenCalledTimes(1);
    expect(t.states.map(([s, slots]) => [s.state, slots])).toEqual([['loading', false]]);
    await t.answered();
    const [state, slots] = t.states.at(-1)!;
    // The picker's many radios: a view may render them in slices (the DOM view renders them at once).
    expect(slots).toBe(true);
    expect(state).toMatchObject({ state: 'slots', zone: CHICAGO, zoneAbbr: 'CST', dst: false, terms: false });
    expect(state.groups.map((g) => [g.display, g.value, g.times.map((time) => time.display)])).toEqual([
      ['Today', '2026-11-21', []],
      ['Monday, November 23', '2026-11-23', ['9:00 AM', '10:00 AM']],
    ]);
    expect(state.selection).toMatchObject({ date: '2026-11-21', time: null, confirmed: null });
    expect(t.urls).toHaveLength(1);
  });

  it("without data-uuid: the page's secure-uuid; without a uuid at all: the zone, '/' as '@'", () => {
    const fromUrl = setup([]);
    fromUrl.render();
    expect(fromUrl.urls).toEqual(['https://api.example.com/v1/todos/me/timeslots/from-url']);
    const byZone = setup([]);
    byZone.ports.readPage = () => ({ search: '', wizardUuid: null });
    byZone.render();
    expect(byZone.urls).toEqual(['https://api.example.com/v1/todos/me/timeslots?tz=America@Chicago']);
  });

  it('URL policy: a refused data-domain falls back to the API host (data-api-host), never to the refused one', () => {
    const t = setup([], { domain: 'https://collector.evil.example', apiHost: 'https://api.own.example', uuid: 'lead-1' });
    t.render();
    expect(t.ports.checkApiHost).toHaveBeenCalledWith('https://collector.evil.example', 'data-domain', { element: HOST });
    expect(t.ports.apiHost).toHaveBeenCalledWith({ element: HOST, attribute: 'https://api.own.example' });
    expect(t.urls).toEqual(['https://api.page.example/v1/todos/me/timeslots/lead-1']);
  });

  it('a data-uuid that cannot go in a URL: reported, no call, the fully booked panel', async () => {
    const t = setup([], { uuid: 'lead-\uD800' });
    t.render();
    expect(t.urls).toEqual([]);
    expect(t.reports[0]).toEqual([
      '<vt-scheduled-callback> data-uuid "lead-\\ud800" cannot be sent in a URL (URI malformed).',
      { source: 'vt-scheduled-callback' },
    ]);
    expect(t.widget.state.state).toBe('fully-booked');
  });

  it('an unknown data-time-zone is reported and the browser zone is used', () => {
    const t = setup([], { timeZone: 'Mars/Olympus_Mons' });
    t.render();
    expect(t.reports[0]).toEqual([
      `<vt-scheduled-callback> data-time-zone: unknown time zone "Mars/Olympus_Mons"; using the browser's.`,
      { source: 'vt-scheduled-callback' },
    ]);
    expect(t.widget.state.zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('only the latest load counts: a changed data-uuid asks again and the earlier answer is dropped', async () => {
    let first!: (slots: string[]) => void;
    const t = setup([new Promise<never>((resolve) => (first = resolve as never)), [MONDAY_10]], { uuid: 'lead-1' });
    t.render();
    t.render({ uuid: 'lead-2' });
    expect(t.urls).toEqual([
      'https://api.example.com/v1/todos/me/timeslots/lead-1',
      'https://api.example.com/v1/todos/me/timeslots/lead-2',
    ]);
    await t.answered();
    first([MONDAY_9, MONDAY_10]);
    await t.answered();
    expect(t.widget.state.groups[1]!.times.map((time) => time.value)).toEqual([MONDAY_10]);
  });
});

describe('§7/§8 a failing API, and a retry', () => {
  it("reports 'Scheduled callback fetch fail endpoint: {path}' and shows the fully booked panel; a retry loads the slots", async () => {
    const t = setup(['fail', [MONDAY_9]], { uuid: 'lead-1', scheduleEmail: 'schedule@example.com', supportPhone: '+1 800 555 0199' });
    t.render();
    await t.answered();
    expect(t.reports).toEqual([
      [
        'Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots/lead-1',
        { source: 'vt-scheduled-callback', url: 'https://api.example.com/v1/todos/me/timeslots/lead-1' },
      ],
    ]);
    expect(t.widget.state.state).toBe('fully-booked');
    expect(t.events).toEqual([['vt-callback-slots', { state: 'fully-booked', count: 0 }]]);

    t.widget.reload();
    expect(t.widget.state.state).toBe('loading');
    t.render();
    await t.answered();
    expect(t.urls).toHaveLength(2);
    expect(t.widget.state.state).toBe('slots');
    expect(t.events.at(-1)).toEqual(['vt-callback-slots', { state: 'slots', count: 1 }]);
    expect(t.reports).toHaveLength(1);
  });

  it('§7 "Slot response status is not checked": a list answered with HTTP 500 offers its slots, and nothing is reported', async () => {
    const t = setup([{ status: 500, slots: [MONDAY_9, MONDAY_10] }], { uuid: 'lead-1' });
    t.render();
    await t.answered();
    expect(t.widget.state.state).toBe('slots');
    expect(t.widget.state.groups[1]!.times.map((time) => time.value)).toEqual([MONDAY_9, MONDAY_10]);
    expect(t.events).toEqual([['vt-callback-slots', { state: 'slots', count: 2 }]]);
    expect(t.reports).toEqual([]);
  });

  it('fully booked without data-schedule-email and data-support-phone: one configuration error, however often it renders', async () => {
    const t = setup([[]]);
    t.render();
    await t.answered();
    t.render();
    t.render({ supportPhone: '+1 800 555 0199' });
    expect(t.reports).toEqual([
      [
        EN.missingActions(['data-schedule-email', 'data-support-phone']),
        { source: 'vt-scheduled-callback', attributes: ['data-schedule-email', 'data-support-phone'] },
      ],
    ]);
    expect(t.reports[0]![0]).toBe(
      '<vt-scheduled-callback> is fully booked but has no data-schedule-email or data-support-phone: set them so the message "…choose one of the following:" offers its actions.',
    );
  });

  it('every slot past and no Now: fully booked, like an empty list', async () => {
    const t = setup([['2026-11-21T13:00:00Z', '2026-11-20T20:00:00Z']], { scheduleEmail: 'a@example.com', supportPhone: '1' });
    t.render();
    await t.answered();
    expect(t.widget.state.state).toBe('fully-booked');
    expect(t.events).toEqual([['vt-callback-slots', { state: 'fully-booked', count: 0 }]]);
  });
});

describe('§2/§5 choosing a time, the consent and Confirm', () => {
  /** Monday's 9:00 and 10:00 loaded early on Monday: 'Today', chosen first (§2), holds them. */
  async function loaded(settings: Partial<CallbackSettings> = {}) {
    const t = setup([[MONDAY_9, MONDAY_10]], { clock: { now: () => MONDAY_EARLY }, ...settings });
    t.render();
    await t.answered();
    return t;
  }

  it('vt-callback-slots fires once the slots are rendered, with the times offered; again only when they change', async () => {
    const t = await loaded();
    expect(t.events).toEqual([['vt-callback-slots', { state: 'slots', count: 2 }]]);
    t.widget.dispatch({ type: 'choose-time', time: MONDAY_10 });
    t.render();
    expect(t.events).toHaveLength(1);
    // data-timerange after start: the times again, as ranges, the choice kept.
    t.render({ timerange: true });
    expect(t.widget.state.groups[0]!.times.map((time) => time.display)).toEqual(['9:00 AM - 9:15 AM', '10:00 AM - 10:15 AM']);
    expect(t.widget.state.selection).toMatchObject({ date: '2026-11-23', time: MONDAY_10 });
    t.render();
    expect(t.events).toEqual([
      ['vt-callback-slots', { state: 'slots', count: 2 }],
      ['vt-callback-slots', { state: 'slots', count: 2 }],
    ]);
  });

  it('without data-tou: Confirm fires vt-callback-confirm with dialer_consent_accepted null', async () => {
    const t = await loaded();
    t.widget.confirm();
    expect(t.events).toHaveLength(1);
    t.widget.dispatch({ type: 'choose-time', time: MONDAY_9 });
    t.widget.confirm();
    expect(t.widget.state.selection.confirmed).toEqual({ date: '2026-11-23', time: MONDAY_9 });
    expect(t.events.at(-1)).toEqual([
      'vt-callback-confirm',
      { day_to_call: '2026-11-23', time_to_call: MONDAY_9, dialer_consent_accepted: null },
    ]);
  });

  it('with data-tou: Confirm unticked shows the consent error and fires nothing; ticked, it fires with true', async () => {
    const t = await loaded({ tou: true });
    expect(t.widget.state.terms).toBe(true);
    t.widget.dispatch({ type: 'choose-time', time: MONDAY_10 });
    t.widget.confirm();
    expect(t.widget.state.selection).toMatchObject({ consentError: true, confirmed: null });
    expect(t.events).toHaveLength(1);
    t.widget.dispatch({ type: 'consent', checked: true });
    expect(t.widget.state.selection.consentError).toBe(false);
    t.widget.confirm();
    expect(t.events.at(-1)).toEqual([
      'vt-callback-confirm',
      { day_to_call: '2026-11-23', time_to_call: MONDAY_10, dialer_consent_accepted: true },
    ]);
  });

  it('a reset of the form: back to the first date, nothing else chosen', async () => {
    const t = await loaded();
    t.widget.dispatch({ type: 'choose-time', time: MONDAY_9 });
    t.widget.confirm();
    t.widget.reset();
    expect(t.widget.state.selection).toEqual({ date: '2026-11-23', time: null, consent: false, consentError: false, confirmed: null });
  });
});

describe('§2 review widget script: the URL policy', () => {
  it("the default provider's script is trusted; a page's own passes the policy, and a refused one falls back to the default", () => {
    const byDefault = setup([], { reviewScript: DEFAULT_REVIEW_SCRIPT });
    byDefault.render();
    expect(byDefault.ports.safeUrl).not.toHaveBeenCalled();
    expect(byDefault.ports.watchReviews).toHaveBeenCalledWith(
      HOST,
      'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js',
    );

    const own = setup([], { reviewScript: 'https://reviews.example/widget.js' });
    own.render();
    own.render({ reviewScript: 'https://reviews.evil.example/widget.js' });
    expect(own.ports.safeUrl.mock.calls).toEqual([
      ['https://reviews.example/widget.js', { source: 'vt-scheduled-callback', what: 'data-review-script' }],
      ['https://reviews.evil.example/widget.js', { source: 'vt-scheduled-callback', what: 'data-review-script' }],
    ]);
    expect(own.ports.watchReviews.mock.calls.map(([, src]) => src)).toEqual(['https://reviews.example/widget.js', DEFAULT_REVIEW_SCRIPT]);
  });
});

describe('stop', () => {
  it('the view gone: a late answer is dropped, nothing fires', async () => {
    const t = setup([[MONDAY_9]]);
    t.render();
    t.widget.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.widget.state.state).toBe('loading');
    expect(t.events).toEqual([]);
  });
});
