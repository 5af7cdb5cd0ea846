import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import '@vt-elements/scheduled-callback/element';
import { scheduledCallbackDefinition } from '@vt-elements/scheduled-callback/definition';
import {
  EN,
  mountCallback,
  schedulerErrorPanel,
  scheduledCallbackStyles,
  TEXTS,
  type CallbackViewSettings,
} from '@vt-elements/scheduled-callback';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, renderElement } from './element-story';
import { exactly, SLOW } from './play';

type Args = Record<string, unknown>;

/**
 * `<vt-scheduled-callback>` against the demo API (packages/demo-api/src/timeslots.ts): slots for
 * the next 7 days, two of them fully booked; data-uuid picks a scripted answer (`demo-fully-booked`,
 * `demo-fail`, `demo-not-json`, `demo-slow`, `demo-one-slot`). Each story renders inside a
 * `<form>`, as on a lead page.
 */
const meta: Meta<Args> = {
  title: 'Elements/Scheduled callback',
  argTypes: argTypesFor(scheduledCallbackDefinition),
  args: { 'data-schedule-email': 'schedule@example.com', 'data-support-phone': '+1 (800) 555-0199' },
  parameters: docsFor(scheduledCallbackDefinition),
  render: (args) => createElement('form', { 'aria-label': 'Book a call' }, renderElement(scheduledCallbackDefinition, args)),
};
export default meta;

type Story = StoryObj<Args>;

/** Error messages reported while a story runs (FailedFetch, ErrorStatusWithSlots). */
const reported: string[] = [];

const SLOTS_URL = '*/v1/todos/me/timeslots*';

/**
 * The slots arrived: 'Choose a day' with `day` selected (by default the first date, 'Today': §2
 * selects the first date, §4 puts 'Today' first), and 'Choose a time' headed by the time zone.
 * Returns the time radios of a day that has some: the selected day's or, when 'Today' has none
 * left (late in the day without 'Now', which depends on the hour the story runs at), the next
 * day's, once the time column has said so.
 */
async function expectSlots(canvasElement: HTMLElement, zone: RegExp, day: string = TEXTS.en.today): Promise<HTMLInputElement[]> {
  const canvas = within(canvasElement);
  const days = await canvas.findByRole('group', { name: 'Choose a day' }, SLOW);
  // The first date is checked once the slots show: wait for it.
  await waitFor(() => expect(within(days).getByRole('radio', { name: day })).toBeChecked(), SLOW);
  const times = canvas.getByRole('group', { name: /^Choose a time/ });
  expect(times.querySelector('.vt-callback__zone')).toHaveTextContent(zone);
  if (!within(times).queryAllByRole('radio').length) {
    expect(times.querySelector('.vt-callback__empty')).toHaveTextContent(exactly(TEXTS.en.noTimesToday));
    await userEvent.click(within(days).getAllByRole('radio')[1]!);
  }
  const radios = (await within(times).findAllByRole('radio', undefined, SLOW)) as HTMLInputElement[];
  expect(radios.length).toBeGreaterThan(0);
  return radios;
}

/** §2, §8: the fully booked message with 'Email to Schedule' and 'Call Us Now'. */
async function expectFullyBooked(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText(exactly(TEXTS.en.fullyBooked), undefined, SLOW);
  expect(canvas.getByRole('link', { name: TEXTS.en.emailToSchedule })).toHaveAttribute('href', 'mailto:schedule@example.com');
  expect(canvas.getByRole('link', { name: TEXTS.en.callUsNow })).toHaveAttribute('href', 'tel:+18005550199');
}

/** The slots answer never comes: the loading state (aria-busy, 'Loading available times…'). */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(SLOTS_URL, async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(exactly(TEXTS.en.loading)), SLOW);
    expect(canvasElement.querySelector('.vt-callback')).toHaveAttribute('aria-busy', 'true');
    expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The demo slots for the visitor's time zone (`?tz=Area@City`). */
export const Slots: Story = {
  play: async ({ canvasElement }) => {
    const times = await expectSlots(canvasElement, /^\(.+\)$/);
    // Choosing a time reveals its Confirm button only (§2).
    await userEvent.click(times[0]!);
    expect(within(canvasElement).getAllByRole('button', { name: TEXTS.en.confirm })).toHaveLength(1);
  },
};

/** 15-minute ranges (`data-timerange="true"`). */
export const TimeRanges: Story = {
  args: { 'data-timerange': true },
  play: async ({ canvasElement }) => {
    const times = await expectSlots(canvasElement, /^\(.+\)$/);
    // 'Now' stays a single label; every other time is a range such as '10:00 AM - 10:15 AM'.
    const rangesOf = (radios: HTMLInputElement[]) =>
      radios.map((radio) => radio.closest('label')!.textContent!).filter((label) => label !== 'Now');
    let labels = rangesOf(times);
    if (!labels.length) {
      // Late in the day (after the demo's business hours) 'Today' holds 'Now' only: use the next day.
      const canvas = within(canvasElement);
      await userEvent.click(within(canvas.getByRole('group', { name: 'Choose a day' })).getAllByRole('radio')[1]!);
      labels = rangesOf(within(canvas.getByRole('group', { name: /^Choose a time/ })).getAllByRole('radio') as HTMLInputElement[]);
    }
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^\d{1,2}:\d\d [AP]M - \d{1,2}:\d\d [AP]M$/);
  },
};

const EXPLAINER = 'An education consultant will call you at the time you chose. Consent is not a condition of purchase.';

/**
 * The required terms-of-use consent for the chosen time, linked for the varsity-tutors brand, with
 * its optional explainer (`data-consent-explainer`, plain text) under it as the checkbox's
 * description; Confirm without consent adds the error after it.
 */
export const TermsOfUse: Story = {
  args: { 'data-tou': true, 'data-brand': 'varsity-tutors', 'data-consent-explainer': EXPLAINER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const times = await expectSlots(canvasElement, /^\(.+\)$/);
    expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(times[0]!);
    const consent = canvas.getByRole('checkbox', { name: TEXTS.en.termsLabel });
    expect(consent).toBeRequired();
    expect(canvas.getByRole('link', { name: TEXTS.en.termsLinkText })).toHaveAttribute('href', expect.stringMatching(/\/terms-of-use$/));
    // Spec §5's optional explainer text: under the checkbox, read as its description.
    const explainer = canvas.getByText(exactly(EXPLAINER));
    expect(consent.compareDocumentPosition(explainer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(consent).toHaveAccessibleDescription(EXPLAINER);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.en.confirm }));
    await waitFor(() => expect(consent).toHaveAccessibleDescription(`${EXPLAINER} ${TEXTS.en.errorPrefix} ${TEXTS.en.termsRequired}`));
  },
};

/** `demo-fully-booked`: an empty list. */
export const FullyBooked: Story = {
  args: { 'data-uuid': 'demo-fully-booked' },
  play: async ({ canvasElement }) => expectFullyBooked(canvasElement),
};

/**
 * `demo-fail`: HTTP 500 with an error object and no list: a failed fetch (§7 checks no status, but
 * there are no slots to read), reported as 'Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots/demo-fail'.
 */
export const FailedFetch: Story = {
  args: { 'data-uuid': 'demo-fail' },
  beforeEach: () => hearReports(),
  play: async ({ canvasElement }) => {
    await expectFullyBooked(canvasElement);
    expect(reported).toContain(EN.fetchFail('/v1/todos/me/timeslots/demo-fail'));
  },
};

/** A visitor in Tokyo: dates, times and the heading's abbreviation (GMT+9) follow `data-time-zone`. */
export const TokyoTimeZone: Story = {
  args: { 'data-time-zone': 'Asia/Tokyo' },
  play: async ({ canvasElement }) => {
    await expectSlots(canvasElement, exactly('(GMT+9)'));
  },
};

/** Dates follow the closest `lang`: the same picker in six languages (labels from Intl); times are 'h:mm A' in all. */
export const OtherLanguages: Story = {
  render: (args) =>
    createElement(
      'div',
      { style: { display: 'grid', gap: '2rem' } },
      ['es', 'fr', 'de', 'pt', 'zh', 'ja'].map((lang) =>
        createElement(
          'form',
          { key: lang, lang, 'aria-label': `Book a call (${lang})` },
          createElement('h3', null, lang),
          renderElement(scheduledCallbackDefinition, args),
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    // 'Today' and 'Now' in each form's language, from Intl; the picker's own texts in Spanish or English.
    const expected = { es: ['Hoy', 'Ahora'], fr: ['Aujourd’hui', 'Maintenant'], de: ['Heute', 'Jetzt'] } as const;
    for (const [lang, [today]] of Object.entries(expected)) {
      const form = within(canvasElement).getByRole('form', { name: `Book a call (${lang})` });
      const days = await within(form).findByRole('group', { name: lang === 'es' ? 'Elige un día' : 'Choose a day' }, SLOW);
      expect(within(days).getAllByRole('radio')[0]!.closest('label')).toHaveTextContent(exactly(today));
      // §3/§9: the times are 'h:mm A' in every language (the second day's: real slots, no 'Now').
      await userEvent.click(within(days).getAllByRole('radio')[1]!);
      const times = within(form).getByRole('group', { name: lang === 'es' ? /^Elige una hora/ : /^Choose a time/ });
      const labels = (await within(times).findAllByRole('radio', undefined, SLOW)).map((radio) => radio.closest('label')!.textContent);
      for (const label of labels) expect(label).toMatch(/^\d{1,2}:\d\d [AP]M$/);
    }
  },
};

/** The picker outside the element (plain DOM, rendered into a div): the element's CSS, re-scoped to a wrapper. */
const preview = (child: ReturnType<typeof createElement>) =>
  createElement(
    'div',
    { className: 'vt-sc-preview' },
    createElement('style', null, scheduledCallbackStyles.replaceAll('vt-scheduled-callback', '.vt-sc-preview')),
    child,
  );

// A fixed clock for 'Now': Monday 2026-11-23, 10:00 in Chicago (11:00 in New York, inside §9 contact hours).
const MONDAY_10_CHICAGO = Date.parse('2026-11-23T16:00:00Z');
const FIXED_SLOTS = [
  '2026-11-23T19:00:00Z',
  '2026-11-23T20:30:00Z',
  '2026-11-24T14:00:00Z',
  '2026-11-24T15:30:00Z',
  '2026-11-25T17:00:00Z',
];
const fixedSlots = { msw: { handlers: [http.get(SLOTS_URL, () => HttpResponse.json(FIXED_SLOTS.map((timeslot) => ({ timeslot }))))] } };

/** A form holding the picker mounted by mountCallback with what a story injects (a clock); unmounted with the story. */
const pickerForm = (settings: CallbackViewSettings) =>
  createElement(
    'form',
    { 'aria-label': 'Book a call' },
    createElement('div', {
      ref: (node: HTMLDivElement | null) => {
        if (!node) return;
        const picker = mountCallback(node, settings);
        return () => picker.stop();
      },
    }),
  );

/** The picker with an injected clock inside contact hours: 'Today' holds 'Now' (§4, §9). */
export const NowAvailable: Story = {
  parameters: fixedSlots,
  render: () => preview(pickerForm({ clock: { now: () => MONDAY_10_CHICAGO }, timeZone: 'America/Chicago', tou: true, brand: 'nerdy' })),
  play: async ({ canvasElement }) => {
    const times = await expectSlots(canvasElement, exactly('(CST)'), 'Today');
    expect(times.map((radio) => radio.closest('label')!.textContent)).toEqual(['Now', '1:00 PM', '2:30 PM']);
  },
};

/**
 * Sunday 21:00 in New York: past contact hours and no slot left, so 'Today' has no 'Now' and no
 * time. It is still the date selected first (§2, §4): the time column says there are no more times
 * today (the radio's description too), and Monday is one choice away.
 */
export const NowUnavailable: Story = {
  parameters: fixedSlots,
  render: () => preview(pickerForm({ clock: { now: () => Date.parse('2026-11-23T02:00:00Z') }, timeZone: 'America/Chicago' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await canvas.findByRole('group', { name: 'Choose a day' }, SLOW);
    const today = within(days).getByRole('radio', { name: TEXTS.en.today });
    await waitFor(() => expect(today).toBeChecked(), SLOW);
    const times = canvas.getByRole('group', { name: 'Choose a time (CST)' });
    expect(within(times).queryAllByRole('radio')).toHaveLength(0);
    expect(today).toHaveAccessibleDescription(TEXTS.en.noTimesToday);
    await userEvent.click(within(days).getByRole('radio', { name: 'Monday, November 23' }));
    const radios = await within(times).findAllByRole('radio', undefined, SLOW);
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(['1:00 PM', '2:30 PM']);
    expect(today).not.toHaveAccessibleDescription();
  },
};

/** Listens for reported errors while a story plays (its beforeEach). */
const hearReports = () => {
  reported.length = 0;
  const hear = (event: Event) => reported.push((event as CustomEvent<{ error: Error }>).detail.error.message);
  window.addEventListener('vt-error', hear);
  return () => window.removeEventListener('vt-error', hear);
};

/** §7 "Slot response status is not checked": the slots answered with HTTP 500 are offered, and nothing is reported. */
export const ErrorStatusWithSlots: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(SLOTS_URL, () =>
          HttpResponse.json(
            FIXED_SLOTS.map((timeslot) => ({ timeslot })),
            { status: 500 },
          ),
        ),
      ],
    },
  },
  beforeEach: hearReports,
  render: () => preview(pickerForm({ clock: { now: () => MONDAY_10_CHICAGO }, timeZone: 'America/Chicago' })),
  play: async ({ canvasElement }) => {
    const times = await expectSlots(canvasElement, exactly('(CST)'));
    expect(times.map((radio) => radio.closest('label')!.textContent)).toEqual(['Now', '1:00 PM', '2:30 PM']);
    expect(reported).toEqual([]);
  },
};

/** The appointment-scheduler error panel on its own (§2, §8): error text, optional email and phone buttons. */
export const SchedulerErrorPanelView: Story = {
  render: () =>
    preview(
      createElement('div', {
        ref: (node: HTMLDivElement | null) => {
          if (!node) return;
          node.append(
            schedulerErrorPanel(node.ownerDocument, {
              errorText: TEXTS.en.fullyBooked,
              email: 'schedule@example.com',
              phone: '+1 (800) 555-0199',
            }),
          );
          return () => node.replaceChildren();
        },
      }),
    ),
  play: async ({ canvasElement }) => expectFullyBooked(canvasElement),
};
