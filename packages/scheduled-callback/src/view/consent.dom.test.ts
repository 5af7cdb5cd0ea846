import { describe, expect, it } from 'vitest';
import type { Selection } from '../core/selection';
import { TEXTS } from '../core/texts';
import { renderConsent } from './consent';

const selection = (consentError: boolean): Selection => ({
  date: '2026-11-23',
  time: '2026-11-23T15:00:00Z',
  consent: false,
  consentError,
  confirmed: null,
});
const props = (consentError: boolean) => ({
  selection: selection(consentError),
  explainer: 'We call once.',
  texts: TEXTS.en,
  termsHref: null,
});

describe('spec §5 Callback consent: "optional explainer text and error span"', () => {
  it('the consent error is a <span> after the explainer, with the hidden "Error:" prefix, in the checkbox\'s aria-describedby', () => {
    const consent = renderConsent(document, 'cb', undefined, props(true));
    const error = consent.root.querySelector('.vt-callback__error')!;
    expect(error.outerHTML).toBe(
      '<span class="vt-callback__error" id="cb-consent-error"><span class="vt-visually-hidden">Error:</span> Required</span>',
    );
    expect(error.previousElementSibling).toBe(consent.explainer);
    expect(consent.checkbox.getAttribute('aria-describedby')).toBe('cb-consent-explainer cb-consent-error');
    expect(consent.checkbox.getAttribute('aria-invalid')).toBe('true');
  });

  it('clearing the error removes the span and its id from aria-describedby', () => {
    const shown = renderConsent(document, 'cb', undefined, props(true));
    const cleared = renderConsent(document, 'cb', shown, props(false));
    expect(cleared.root.querySelector('.vt-callback__error')).toBeNull();
    expect(cleared.checkbox.getAttribute('aria-describedby')).toBe('cb-consent-explainer');
    expect(cleared.checkbox.hasAttribute('aria-invalid')).toBe(false);
  });
});
