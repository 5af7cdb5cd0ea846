import { make, uniqueId } from '@vt-elements/core';
import type { DateGroup, TimeItem } from '../core/grouping';
import type { Selection } from '../core/selection';
import type { CallbackTexts } from '../core/texts';
import { setChildren } from './children';
import { renderConsent, setAttribute, type Consent } from './consent';

export interface PickerProps {
  groups: DateGroup[];
  selection: Selection;
  zoneAbbr: string;
  /** Terms of use shown (data-tou and no daylight-saving notice). */
  tou: boolean;
  termsHref: string | null;
  /** Spec §5's optional explainer under the consent checkbox, as text ('' shows none). */
  explainer: string;
  texts: CallbackTexts;
  /** Spec §2: what was confirmed, shown under the times (beside Confirm), announced politely. */
  summary: { date: string; time: string };
}

/** A date or time: its label (the chip) holding the radio and its text. */
interface Option {
  label: HTMLLabelElement;
  radio: HTMLInputElement;
  text: HTMLSpanElement;
}

/** A time of the chosen date: its option, and its Confirm area while it is the chosen time. */
interface TimeRow extends Option {
  row: HTMLDivElement;
  confirm?: ConfirmArea;
}

interface ConfirmArea {
  root: HTMLDivElement;
  button: HTMLButtonElement;
  consent?: Consent;
}

export type Picker = ReturnType<typeof createPicker>;

/**
 * The two columns as native radio groups in fieldsets (WAI-ARIA radio group for free: Tab reaches
 * the checked radio, arrows move and check, wrapping; Space checks). Only the chosen date's times
 * are rendered, so the form submits exactly the visible choice. Compact (issue 19): the days are a
 * grid of chips, the times a scrolling column with Confirm under the chosen time and the summary
 * right below the column, so the whole picker fits in a desktop viewport.
 *
 * Rendered in place, as React's keyed reconciliation did: each date and time keeps its nodes (by
 * value) from one render to the next, only their `checked`, classes and texts change, and the
 * chosen time keeps its Confirm area and consent checkbox while it stays chosen. Choosing a radio
 * (by click, or by arrow keys, which move focus and check) therefore never replaces the focused
 * radio. The visitor's intents are read by the caller from the radios' names (one listener).
 */
export function createPicker(doc: Document) {
  // Ids for the consent's label, explainer and error: unique per picker on the page.
  const id = uniqueId('vt-callback');
  const root = make(doc, 'div', 'vt-callback__columns');
  const dates = make(doc, 'fieldset', 'vt-callback__dates');
  const dateLegend = make(doc, 'legend', 'vt-callback__legend');
  const timeColumn = make(doc, 'div', 'vt-callback__time-column');
  const times = make(doc, 'fieldset', 'vt-callback__times');
  const timeLegend = make(doc, 'legend', 'vt-callback__legend');
  const timeLegendText = doc.createTextNode('');
  const zone = make(doc, 'span', 'vt-callback__zone');
  const empty = make(doc, 'p', 'vt-callback__empty');
  empty.id = `${id}-empty`;
  const timeList = make(doc, 'div', 'vt-callback__time-list');
  const summary = make(doc, 'div', 'vt-callback__summary');
  const dateSummary = make(doc, 'p', 'vt-callback__date-summary');
  const timeSummary = make(doc, 'p', 'vt-callback__time-summary');
  summary.setAttribute('aria-live', 'polite');
  timeLegend.append(timeLegendText, zone);
  summary.append(dateSummary, timeSummary);
  timeColumn.append(times, summary);
  root.append(dates, timeColumn);

  const dateOptions = new Map<string, Option>();
  const timeRows = new Map<string, TimeRow>();
  /** The time of the last render: the Confirm area scrolls into view when it changes. */
  let shownTime: string | null = null;
  /** The consent of the chosen time, focused by a Confirm without it. */
  let consent: Consent | undefined;

  function option(name: 'day_to_call' | 'time_to_call', value: string, checked: boolean): Option {
    const label = make(doc, 'label');
    const radio = make(doc, 'input', 'vt-callback__radio');
    radio.type = 'radio';
    radio.value = value;
    // As React: checked at creation is also its default (what a form reset restores).
    radio.defaultChecked = checked;
    radio.name = name;
    const text = make(doc, 'span');
    label.append(radio, text);
    return { label, radio, text };
  }

  function setOption({ label, radio, text }: Option, className: string, selected: boolean, display: string): void {
    if (label.className !== className) label.className = className;
    if (radio.checked !== selected) radio.checked = selected;
    if (text.textContent !== display) text.textContent = display;
  }

  function renderDates(groups: readonly DateGroup[], selection: Selection): void {
    const labels = groups.map((g) => {
      const selected = g.value === selection.date;
      let date = dateOptions.get(g.value);
      if (!date) dateOptions.set(g.value, (date = option('day_to_call', g.value, selected)));
      setOption(date, `vt-callback__option vt-callback__date ${optionState(selected)}`, selected, g.display);
      // The chosen date without times ('Today' late in the evening, selected first by §2): its
      // radio is described by the message, which a keyboard visitor would not reach (no time
      // radio follows it), so it is read with the date.
      setAttribute(date.radio, 'aria-describedby', selected && !g.times.length ? empty.id : '');
      return date.label;
    });
    forgetOthers(dateOptions, groups);
    setChildren(dates, [dateLegend, ...labels]);
  }

  function renderTimes(group: DateGroup | undefined, props: PickerProps): void {
    const rows = (group?.times ?? []).map((t) => renderTime(t, props));
    forgetOthers(timeRows, group?.times ?? []);
    setChildren(timeList, rows);
    setChildren(times, group && group.times.length === 0 ? [timeLegend, empty, timeList] : [timeLegend, timeList]);
  }

  function renderTime(t: TimeItem, props: PickerProps): HTMLDivElement {
    const chosen = t.value === props.selection.time;
    let time = timeRows.get(t.value);
    if (!time) {
      const made = option('time_to_call', t.value, chosen);
      timeRows.set(t.value, (time = { ...made, row: make(doc, 'div', 'vt-callback__time') }));
    }
    setOption(time, `vt-callback__option ${optionState(chosen)}`, chosen, t.display);
    if (chosen) time.confirm = renderConfirm(time.confirm, props);
    else time.confirm = undefined;
    setChildren(time.row, time.confirm ? [time.label, time.confirm.root] : [time.label]);
    return time.row;
  }

  function renderConfirm(area: ConfirmArea | undefined, props: PickerProps): ConfirmArea {
    if (!area) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'vt-callback__button vt-callback__confirm-button';
      area = { root: make(doc, 'div', 'vt-callback__confirm'), button };
    }
    if (area.button.textContent !== props.texts.confirm) area.button.textContent = props.texts.confirm;
    area.consent = props.tou ? renderConsent(doc, id, area.consent, props) : undefined;
    consent = area.consent;
    setChildren(area.root, area.consent ? [area.consent.root, area.button] : [area.button]);
    return area;
  }

  return {
    root,

    /** Shows `props`, changing only what differs from the last render. */
    render(props: PickerProps): void {
      const { groups, selection, texts, zoneAbbr } = props;
      const group = groups.find((g) => g.value === selection.date);
      setText(dateLegend, texts.dateLegend);
      const legend = `${texts.timeLegend} `;
      if (timeLegendText.data !== legend) timeLegendText.data = legend;
      setText(zone, `(${zoneAbbr})`);
      setText(empty, texts.noTimesToday);
      consent = undefined;
      renderDates(groups, selection);
      renderTimes(group, props);
      setText(dateSummary, props.summary.date);
      setText(timeSummary, props.summary.time);
      // The chosen time's Confirm may sit below the scrolling column's fold: bring it into view.
      if (selection.time && selection.time !== shownTime)
        timeRows.get(selection.time)?.confirm?.root.scrollIntoView?.({ block: 'nearest' });
      shownTime = selection.time;
    },

    /** Confirm was pressed without the required consent: the visitor is taken to the checkbox. */
    focusConsent(): void {
      consent?.checkbox.focus();
    },
  };
}

const optionState = (selected: boolean) => (selected ? 'vt-callback__option--primary' : 'vt-callback__option--secondary');

/** Drops what is no longer offered (its nodes leave with the next setChildren). */
function forgetOthers(known: Map<string, unknown>, offered: readonly { value: string }[]): void {
  const values = new Set(offered.map((item) => item.value));
  for (const value of known.keys()) if (!values.has(value)) known.delete(value);
}

function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}
