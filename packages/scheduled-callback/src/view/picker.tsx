import { useEffect, useId, useRef } from 'react';
import type { DateGroup } from '../core/grouping';
import type { Selection, SelectionIntent } from '../core/selection';
import { termsLabelParts, type CallbackTexts } from '../core/texts';

export interface PickerProps {
  groups: DateGroup[];
  selection: Selection;
  dispatch: (intent: SelectionIntent) => void;
  onConfirm: () => void;
  zoneAbbr: string;
  /** Terms of use shown (data-tou and no daylight-saving notice). */
  tou: boolean;
  termsHref: string | null;
  /** Spec §5's optional explainer under the consent checkbox, as text ('' shows none). */
  explainer?: string;
  texts: CallbackTexts;
  /** Spec §2: what was confirmed, shown under the times (beside Confirm), announced politely. */
  summary: { date: string; time: string };
}

/**
 * The two columns as native radio groups in fieldsets (WAI-ARIA radio group for free: Tab reaches
 * the checked radio, arrows move and check, wrapping; Space checks). Only the chosen date's times
 * are rendered, so the form submits exactly the visible choice. Compact (issue 19): the days are a
 * grid of chips, the times a scrolling column with Confirm under the chosen time and the summary
 * right below the column, so the whole picker fits in a desktop viewport.
 */
export function Picker({ groups, selection, dispatch, onConfirm, zoneAbbr, tou, termsHref, explainer = '', texts, summary }: PickerProps) {
  const id = useId();
  const confirmRef = useRef<HTMLDivElement>(null);
  const terms = termsLabelParts(texts);
  const consentRef = useRef<HTMLInputElement>(null);
  const group = groups.find((g) => g.value === selection.date);

  // The chosen time's Confirm may sit below the scrolling column's fold: bring it into view.
  useEffect(() => {
    if (selection.time) confirmRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selection.time]);

  const confirm = () => {
    onConfirm();
    if (tou && !selection.consent) consentRef.current?.focus();
  };

  return (
    <div className="vt-callback__columns">
      <fieldset className="vt-callback__dates">
        <legend className="vt-callback__legend">{texts.dateLegend}</legend>
        {groups.map((g) => {
          const selected = g.value === selection.date;
          return (
            <label
              key={g.value}
              className={`vt-callback__option vt-callback__date ${selected ? 'vt-callback__option--primary' : 'vt-callback__option--secondary'}`}
            >
              <input
                className="vt-callback__radio"
                type="radio"
                name="day_to_call"
                value={g.value}
                checked={selected}
                onChange={() => dispatch({ type: 'choose-date', date: g.value })}
              />
              <span>{g.display}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="vt-callback__time-column">
        <fieldset className="vt-callback__times">
          <legend className="vt-callback__legend">
            {texts.timeLegend} <span className="vt-callback__zone">({zoneAbbr})</span>
          </legend>
          {group && group.times.length === 0 && <p className="vt-callback__empty">{texts.noTimesToday}</p>}
          <div className="vt-callback__time-list">
            {group?.times.map((t) => {
              const chosen = t.value === selection.time;
              const errorId = `${id}-consent-error`;
              const explainerId = `${id}-consent-explainer`;
              // The checkbox's description: the explainer, then the error while it shows.
              const describedBy = [explainer && explainerId, selection.consentError && errorId].filter(Boolean).join(' ');
              return (
                <div key={t.value} className="vt-callback__time">
                  <label className={`vt-callback__option ${chosen ? 'vt-callback__option--primary' : 'vt-callback__option--secondary'}`}>
                    <input
                      className="vt-callback__radio"
                      type="radio"
                      name="time_to_call"
                      value={t.value}
                      checked={chosen}
                      onChange={() => dispatch({ type: 'choose-time', time: t.value })}
                    />
                    <span>{t.display}</span>
                  </label>
                  {chosen && (
                    <div className="vt-callback__confirm" ref={confirmRef}>
                      {tou && (
                        <div className={`vt-callback__consent${selection.consentError ? ' vt-callback__consent--error' : ''}`}>
                          <input
                            ref={consentRef}
                            id={`${id}-consent`}
                            type="checkbox"
                            name="dialer_consent_accepted"
                            value="true"
                            required
                            aria-required="true"
                            aria-invalid={selection.consentError || undefined}
                            aria-describedby={describedBy || undefined}
                            checked={selection.consent}
                            onChange={(e) => dispatch({ type: 'consent', checked: e.currentTarget.checked })}
                          />
                          <label htmlFor={`${id}-consent`}>
                            {terms.before}
                            {termsHref ? <a href={termsHref}>{terms.link}</a> : terms.link}
                            {terms.after}
                          </label>
                          {explainer && (
                            <p id={explainerId} className="vt-callback__explainer">
                              {explainer}
                            </p>
                          )}
                          {selection.consentError && (
                            <p id={errorId} className="vt-callback__error">
                              <span className="vt-visually-hidden">{texts.errorPrefix}</span> {texts.termsRequired}
                            </p>
                          )}
                        </div>
                      )}
                      <button type="button" className="vt-callback__button vt-callback__confirm-button" onClick={confirm}>
                        {texts.confirm}
                      </button>
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="vt-callback__summary" aria-live="polite">
          <p className="vt-callback__date-summary">{summary.date}</p>
          <p className="vt-callback__time-summary">{summary.time}</p>
        </div>
      </div>
    </div>
  );
}
