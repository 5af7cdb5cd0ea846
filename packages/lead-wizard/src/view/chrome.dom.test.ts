import { describe, expect, it } from 'vitest';
import { renderProgress, renderSubmitError } from './chrome';
import { TEXTS } from '../core/texts';

/** Spec §2 (progress: an indicator and 'N of M') and §8 (the submit error, announced). */
describe('the wizard chrome, without React (issue 38)', () => {
  it('the progress bar: a labelled WAI-ARIA progressbar and its text, updated in place so the indicator transitions', () => {
    const host = document.createElement('div');
    renderProgress(host, { value: 2, total: 5, text: '2 of 5' }, TEXTS.en);
    const bar = host.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-label')).toBe('Form progress');
    expect([bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuenow')]).toEqual([
      '0',
      '5',
      '2',
    ]);
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 5');
    const indicator = host.querySelector<HTMLElement>('.vt-progress__indicator')!;
    expect(indicator.style.inlineSize).toBe('40%');
    expect(host.querySelector('.vt-progress__text')!.textContent).toBe('2 of 5');
    expect(host.querySelector('.vt-progress__text')!.getAttribute('aria-hidden')).toBe('true');

    renderProgress(host, { value: 3, total: 5, text: '3 of 5' }, TEXTS.es);
    expect(host.querySelector('.vt-progress__indicator')).toBe(indicator);
    expect(indicator.style.inlineSize).toBe('60%');
    expect(bar.getAttribute('aria-label')).toBe('Progreso del formulario');
    expect(host.querySelector('.vt-progress__text')!.textContent).toBe('3 de 5');
    expect(host.querySelectorAll('.vt-progress')).toHaveLength(1);
  });

  it('no progress (the first panel, an interstitial) or no steps: nothing rendered', () => {
    const host = document.createElement('div');
    renderProgress(host, { value: 1, total: 3, text: '1 of 3' }, TEXTS.en);
    renderProgress(host, null, TEXTS.en);
    expect(host.childElementCount).toBe(0);
    renderProgress(host, { value: 0, total: 0, text: '0 of 0' }, TEXTS.en);
    expect(host.childElementCount).toBe(0);
  });

  it('the submit error: one alert with the id the Next button points to, its text set and cleared in place', () => {
    const host = document.createElement('div');
    renderSubmitError(host, 'vt-lead-wizard-1-submit-error', 'Sorry, something went wrong');
    const alert = host.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.id).toBe('vt-lead-wizard-1-submit-error');
    expect(alert.className).toBe('vt-submit-error');
    expect(alert.textContent).toBe('Sorry, something went wrong');
    renderSubmitError(host, 'vt-lead-wizard-1-submit-error', null);
    expect(host.querySelector('[role="alert"]')).toBe(alert);
    expect(alert.textContent).toBe('');
  });
});
