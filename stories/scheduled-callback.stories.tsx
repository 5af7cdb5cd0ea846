import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import '@vt-elements/scheduled-callback/element';
import { scheduledCallbackDefinition } from '@vt-elements/scheduled-callback/definition';
import { ScheduledCallback, SchedulerErrorPanel, scheduledCallbackStyles, TEXTS } from '@vt-elements/scheduled-callback';
import { argTypesFor, docsFor, renderElement } from './element-story';

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

const SLOTS_URL = '*/v1/todos/me/timeslots*';

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
};

/** The demo slots for the visitor's time zone (`?tz=Area@City`). */
export const Slots: Story = {};

/** 15-minute ranges (`data-timerange="true"`). */
export const TimeRanges: Story = { args: { 'data-timerange': true } };

/** The required terms-of-use consent for the chosen time, linked for the varsity-tutors brand. */
export const TermsOfUse: Story = { args: { 'data-tou': true, 'data-brand': 'varsity-tutors' } };

/** `demo-fully-booked`: an empty list. */
export const FullyBooked: Story = { args: { 'data-uuid': 'demo-fully-booked' } };

/** `demo-fail`: HTTP 500, reported as 'Scheduled callback fetch fail endpoint: /v1/todos/me/timeslots/demo-fail'. */
export const FailedFetch: Story = { args: { 'data-uuid': 'demo-fail' } };

/** A visitor in Tokyo: dates, times and the heading's abbreviation (GMT+9) follow `data-time-zone`. */
export const TokyoTimeZone: Story = { args: { 'data-time-zone': 'Asia/Tokyo' } };

/** Dates follow the closest `lang`: the same picker in six languages (labels from Intl via luxon). */
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
};

/** The React view outside the element: the element's CSS, re-scoped to a wrapper. */
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

/** The React view with an injected clock inside contact hours: 'Today' holds 'Now' (§4, §9). */
export const NowAvailable: Story = {
  parameters: fixedSlots,
  render: () =>
    preview(
      createElement(
        'form',
        { 'aria-label': 'Book a call' },
        createElement(ScheduledCallback, {
          clock: { now: () => MONDAY_10_CHICAGO },
          timeZone: 'America/Chicago',
          tou: true,
          brand: 'nerdy',
        }),
      ),
    ),
};

/** Sunday 21:00 in New York: past contact hours, so 'Today' has no 'Now' and Monday is selected. */
export const NowUnavailable: Story = {
  parameters: fixedSlots,
  render: () =>
    preview(
      createElement(
        'form',
        { 'aria-label': 'Book a call' },
        createElement(ScheduledCallback, { clock: { now: () => Date.parse('2026-11-23T02:00:00Z') }, timeZone: 'America/Chicago' }),
      ),
    ),
};

/** The appointment-scheduler error panel on its own (§2, §8): error text, optional email and phone buttons. */
export const SchedulerErrorPanelView: Story = {
  render: () =>
    preview(
      createElement(SchedulerErrorPanel, { errorText: TEXTS.fullyBooked, email: 'schedule@example.com', phone: '+1 (800) 555-0199' }),
    ),
};
