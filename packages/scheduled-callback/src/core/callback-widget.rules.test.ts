import { describe, expect, it, vi } from 'vitest';
import { callbackWidget, type CallbackSettings, type CallbackWidgetPorts } from './callback-widget';

/**
 * Issue 51: spec §2 Scheduled-callback widget and §4 Callback widget rules of the picker's core
 * that the mutation run found unpinned, through its public face (settings in, state and events
 * out), on a fixed clock and luxon-checked zones (the same fakes as callback-widget.test.ts).
 */
const CHICAGO = 'America/Chicago';
const HOST = {} as HTMLElement;

function setup(slots: string[], now: number, settings: Partial<CallbackSettings> = {}) {
  const urls: string[] = [];
  const events: [string, unknown][] = [];
  const reports: string[] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(slots.map((timeslot) => ({ timeslot }))), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const ports = {
    report: (error: unknown) => reports.push((error as Error).message),
    emit: (host, type, detail) => host === HOST && events.push([type, detail]),
    readPage: () => ({ search: '', wizardUuid: null }),
    checkApiHost: (value: string | null | undefined) => value ?? null,
    apiHost: () => 'https://api.page.example',
    safeUrl: (value: string) => value,
    loadDateData: () => {},
    watchReviews: vi.fn(() => () => {}),
  } satisfies CallbackWidgetPorts;
  let current: Partial<CallbackSettings> = { host: HOST, domain: 'https://api.example.com', timeZone: CHICAGO, locale: 'en', ...settings };
  const widget = callbackWidget(ports, () => {});
  const render = (change: Partial<CallbackSettings> = {}) => {
    current = { ...current, ...change };
    widget.rendered({ clock: { now: () => now }, fetch, ...current } as CallbackSettings, widget.state);
  };
  const answered = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    render();
  };
  return { widget, ports, urls, events, reports, render, answered };
}

describe('§4 Callback widget: the hard-coded 2020 daylight-saving notice (issue 51)', () => {
  it("when the first date group contains '2020-10-3' the notice shows and the terms of use are hidden", async () => {
    // Friday 2020-10-30 10:00 in Chicago (CDT): 'Today' is 2020-10-30.
    const t = setup(['2020-11-02T15:00:00Z'], Date.parse('2020-10-30T15:00:00Z'), { tou: true });
    t.render();
    await t.answered();
    expect(t.widget.state).toMatchObject({ state: 'slots', dst: true, terms: false, zoneAbbr: 'CDT' });
    expect(t.widget.state.groups[0]).toMatchObject({ display: 'Today', value: '2020-10-30' });
  });

  it('on any other first date the terms follow data-tou, and no notice shows', async () => {
    const t = setup(['2020-11-02T15:00:00Z'], Date.parse('2020-11-01T18:00:00Z'), { tou: true });
    t.render();
    await t.answered();
    expect(t.widget.state).toMatchObject({ state: 'slots', dst: false, terms: true, zoneAbbr: 'CST' });
    // data-tou switched off after start: the terms go, nothing is asked again.
    t.render({ tou: false });
    expect(t.widget.state.terms).toBe(false);
    expect(t.urls).toHaveLength(1);
  });
});

describe("§2 the time column's heading, the slots event and changes after start (issue 51)", () => {
  // Monday 2026-11-23 10:00 in Chicago (11:00 in New York): contact hours, so 'Now' is offered.
  const MONDAY_10 = Date.parse('2026-11-23T16:00:00Z');
  const SLOTS = ['2026-11-23T20:00:00Z', '2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z'];

  it("the heading's abbreviation shows with the slots, not while loading; vt-callback-slots counts every time, 'Now' too, and not the loading", async () => {
    const t = setup(SLOTS, MONDAY_10);
    t.render();
    expect(t.widget.state).toMatchObject({ state: 'loading', zoneAbbr: '', groups: [] });
    expect(t.events).toEqual([]);
    await t.answered();
    expect(t.widget.state.zoneAbbr).toBe('CST');
    expect(t.widget.state.groups.map((g) => g.times.map((time) => time.display))).toEqual([
      ['Now', '2:00 PM'],
      ['9:00 AM', '10:00 AM'],
    ]);
    expect(t.events).toEqual([['vt-callback-slots', { state: 'slots', count: 4 }]]);
  });

  it('a new data-locale after start groups the same slots again in that language, without asking again', async () => {
    const t = setup(SLOTS, MONDAY_10);
    t.render();
    await t.answered();
    t.render({ locale: 'es' });
    expect(t.widget.state.groups.map((g) => g.display)).toEqual(['Hoy', 'martes, 24 de noviembre']);
    expect(t.urls).toHaveLength(1);
  });

  it("a new data-time-zone after start asks again, in that zone; without one the browser's zone is used, and nothing is reported", async () => {
    const t = setup(SLOTS, MONDAY_10, { timeZone: undefined });
    t.render();
    expect(t.widget.state.zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(t.reports).toEqual([]);
    t.render({ timeZone: 'America/New_York' });
    expect(t.urls.at(-1)).toBe('https://api.example.com/v1/todos/me/timeslots?tz=America@New_York');
    await t.answered();
    expect(t.widget.state).toMatchObject({ zone: 'America/New_York', zoneAbbr: 'EST' });
  });

  it('an empty list is fully booked: no configuration error when both actions are set', async () => {
    const t = setup([], MONDAY_10, { scheduleEmail: 'schedule@example.com', supportPhone: '+1 800 555 0199' });
    t.render();
    await t.answered();
    expect(t.widget.state.state).toBe('fully-booked');
    expect(t.events).toEqual([['vt-callback-slots', { state: 'fully-booked', count: 0 }]]);
    expect(t.reports).toEqual([]);
  });

  it('no configuration error while slots show, even without the fully booked actions', async () => {
    const t = setup(SLOTS, MONDAY_10);
    t.render();
    await t.answered();
    t.render();
    expect(t.widget.state.state).toBe('slots');
    expect(t.reports).toEqual([]);
  });

  it('Confirm with nothing chosen fires nothing; after stop() a later render starts loading again', async () => {
    const t = setup(SLOTS, MONDAY_10);
    t.render();
    await t.answered();
    t.widget.dispatch({ type: 'choose-date', date: '2026-11-24' });
    t.widget.confirm();
    expect(t.events.map(([type]) => type)).toEqual(['vt-callback-slots']);
    t.widget.stop();
    t.render();
    expect(t.urls).toHaveLength(2);
  });

  it('§2 the review links are watched once per script: a new data-review-script, or stop(), ends the previous watch', () => {
    const t = setup(SLOTS, MONDAY_10, { reviewScript: 'https://www.example.com/reviews-a.js' });
    const stops: string[] = [];
    t.ports.watchReviews.mockImplementation(((_host: HTMLElement | undefined, src: string) => () => stops.push(src)) as never);
    t.render();
    t.render();
    expect(stops).toEqual([]);
    t.render({ reviewScript: 'https://www.example.com/reviews-b.js' });
    expect(stops).toEqual(['https://www.example.com/reviews-a.js']);
    t.widget.stop();
    expect(stops).toEqual(['https://www.example.com/reviews-a.js', 'https://www.example.com/reviews-b.js']);
  });

  it('§7 with neither a uuid nor a known zone no call is made: the fully booked panel', () => {
    vi.stubGlobal('Temporal', undefined);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementationOnce(
      () => ({ resolvedOptions: () => ({ timeZone: undefined }) }) as unknown as Intl.DateTimeFormat,
    );
    const t = setup(SLOTS, MONDAY_10, { timeZone: undefined });
    t.render();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    expect(t.widget.state).toMatchObject({ state: 'fully-booked', zone: null, groups: [] });
    expect(t.urls).toEqual([]);
    expect(t.reports).toEqual([]);
  });

  it('before its first render the widget is loading with nothing in it', () => {
    const widget = callbackWidget(setup([], MONDAY_10).ports, () => {});
    expect(widget.state).toEqual({
      state: 'loading',
      groups: [],
      zone: null,
      zoneAbbr: '',
      selection: { date: null, time: null, consent: false, consentError: false, confirmed: null },
      dst: false,
      terms: false,
    });
  });

  it("data-texts' today and now name the first date and time, also when changed after start", async () => {
    const t = setup(SLOTS, MONDAY_10, { texts: { today: 'This day', now: 'Right away' } });
    t.render();
    await t.answered();
    expect(t.widget.state.groups[0]!.display).toBe('This day');
    expect(t.widget.state.groups[0]!.times[0]!.display).toBe('Right away');
    t.render({ texts: { today: 'Today!' } });
    expect(t.widget.state.groups[0]!.display).toBe('Today!');
    expect(t.urls).toHaveLength(1);
  });

  it('a retry keeps the chosen date and time while they are still offered (issue 39)', async () => {
    const t = setup(SLOTS, MONDAY_10);
    t.render();
    await t.answered();
    t.widget.dispatch({ type: 'choose-date', date: '2026-11-24' });
    t.widget.dispatch({ type: 'choose-time', time: '2026-11-24T16:00:00Z' });
    t.widget.reload();
    expect(t.widget.state.selection).toMatchObject({ date: '2026-11-24', time: '2026-11-24T16:00:00Z' });
    await t.answered();
    expect(t.widget.state.selection).toMatchObject({ date: '2026-11-24', time: '2026-11-24T16:00:00Z' });
  });

  it('a new data-domain or data-api-host after start asks the new host; an unknown zone is reported once however often it renders', () => {
    const t = setup(SLOTS, MONDAY_10, { timeZone: 'Mars/Olympus_Mons', domain: undefined, uuid: 'lead-1' });
    t.render();
    t.render();
    t.render({ apiHost: 'https://api.other.example' });
    t.render({ domain: 'https://api.example.com' });
    expect(t.reports).toEqual([`<vt-scheduled-callback> data-time-zone: unknown time zone "Mars/Olympus_Mons"; using the browser's.`]);
    expect(t.urls).toEqual([
      'https://api.page.example/v1/todos/me/timeslots/lead-1',
      'https://api.page.example/v1/todos/me/timeslots/lead-1',
      'https://api.example.com/v1/todos/me/timeslots/lead-1',
    ]);
  });

  it('a load dropped for a newer one (aborted) is not reported, and does not show the fully booked panel', async () => {
    const t = setup(SLOTS, MONDAY_10, { uuid: 'lead-1' });
    const answer = (url: string, init: RequestInit) =>
      url.endsWith('lead-1')
        ? new Promise<Response>((_, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : Promise.resolve(new Response(JSON.stringify([]), { headers: { 'Content-Type': 'application/json' } }));
    const states: string[] = [];
    const widget = callbackWidget({ ...t.ports, report: (error: unknown) => t.reports.push((error as Error).message) }, (s) =>
      states.push(s.state),
    );
    const settings = { host: HOST, domain: 'https://api.example.com', timeZone: CHICAGO, locale: 'en', clock: { now: () => MONDAY_10 } };
    widget.rendered({ ...settings, uuid: 'lead-1', fetch: answer as never } as CallbackSettings, widget.state);
    widget.rendered({ ...settings, uuid: 'lead-2', fetch: answer as never } as CallbackSettings, widget.state);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.reports).toEqual([]);
    expect(states).toEqual(['loading', 'loading', 'fully-booked']);
  });
});
