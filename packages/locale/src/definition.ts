import { describeElement, textsDescription } from '@vt-elements/core';
import { pickerRuntime, suggestRuntime } from './runtime-definition';
import { PICKER_TEXTS, SUGGEST_TEXTS } from './core/texts';
import { PREFERRED_LOCALE_MAX_AGE } from './core/locales';

const COOKIE = `preferred_locale cookie (en-us, en-ca or en-gb; ${PREFERRED_LOCALE_MAX_AGE} s, about a year; path /, SameSite Lax, Secure on https)`;
const ALTERNATES =
  'The page\'s <link rel="alternate" hreflang="en-us|en-ca|en-gb" href="…"> in <head> (en-uk is read as en-gb; x-default and other languages are left alone); only http(s) URLs on the page\'s host or a host in <meta name="vt-allowed-hosts"> count, others are reported. This page\'s country is the alternate that is this page, else its lang (en-CA…), else the United States.';

/** The full definitions for the docs, manifest and Storybook; not imported by the bundles. */
export const localeSuggestDefinition = describeElement(suggestRuntime, {
  summary: `Once per visitor, offers the page for the visitor's country (United States, Canada, United Kingdom) in a modal dialog (native <dialog>, WAI-ARIA APG): 'Yes' stores the ${COOKIE} and goes to that alternate, keeping this page's query string; 'No, stay here' (or Escape) stores this page's locale when the page is one of its alternates (a <link rel="alternate"> to itself), so the visitor is not asked again; a page that does not list itself stores nothing. A preferred_locale cookie, if set, decides and nothing is asked; a page without alternates to offer asks nothing and calls nothing. Else the country comes from GET /router_loc ({country_code}); a failing, non-JSON or unknown answer is reported and nothing shows; a country outside the three is offered nothing. Waits while another modal is open. One per page; renders nothing until it asks. ${ALTERNATES}`,
  spec: '§4 Locale, §7 GET /router_loc, §9 (locales in suggestion, default country US, preferred_locale about 1 year)',
  attributes: {
    'data-router-url': 'Where the country comes from (default /router_loc): a same-site http(s) URL answering JSON {"country_code": "CA"}.',
    'data-texts': textsDescription(SUGGEST_TEXTS, { note: "{country} is the country's name (its text US, CA or GB)." }),
  },
  changes: {
    'data-router-url': {
      when: 'read once',
      why: 'the country is asked for once per page view, as soon as the element starts; a later URL would mean asking the visitor twice',
    },
  },
  events: {
    'vt-locale-change':
      "Fired with `{country, url}` when the visitor answers: 'Yes' gives the page it goes to, 'No, stay here' gives url null. Cancelable: preventDefault() keeps the element from navigating (an SPA routes itself).",
  },
  cssClasses: {
    'vt-locale-suggest': 'The <dialog> (style its ::backdrop too).',
    'vt-locale-suggest__title': "Its heading (the dialog's name).",
    'vt-locale-suggest__message': "Its text (the dialog's description).",
    'vt-locale-suggest__actions': "The row of the 'Yes' and 'No, stay here' buttons.",
    'vt-locale-suggest__yes': "The 'Yes' button.",
    'vt-locale-suggest__no': "The 'No, stay here' button.",
  },
  cssProperties: { '--vt-focus-color': 'Focus ring colour (default #1a5fd0).' },
});

export const countryPickerDefinition = describeElement(pickerRuntime, {
  summary: `The footer country picker: a labelled native <select> listing the countries the page has alternates for (United States, Canada, United Kingdom, in that order, always with this page's own), preselected from the ${COOKIE}, else this page's country. Choosing one stores it in the cookie and opens that country's page with this page's query string (choosing this page's country only stores it). Its content is the no-JavaScript picker, e.g. <nav aria-label="Country"><a href="/en-ca/" hreflang="en-ca">Canada</a>…</nav>: hidden once the select is in place; its a[hreflang] links count as alternates too. ${ALTERNATES}`,
  spec: '§2 Navigation (footer country picker select that changes locale), §4 Locale, §9',
  attributes: {
    'data-texts': textsDescription(PICKER_TEXTS, { note: 'US, CA and GB are the options.' }),
  },
  events: {
    'vt-locale-change':
      "Fired with `{country, url}` when the visitor picks a country (url null for this page's). Cancelable: preventDefault() keeps the element from navigating.",
  },
  slots: {
    '': "The no-JavaScript picker: links with hreflang to each country's page (hidden after the upgrade).",
  },
  cssClasses: {
    'vt-country-picker': 'The label, select and hint.',
    'vt-country-picker__label': 'The visible label.',
    'vt-country-picker__select': 'The <select>.',
    'vt-country-picker__hint': 'The visually hidden hint that a choice opens another page (its accessible description).',
  },
  cssProperties: { '--vt-focus-color': 'Focus ring colour (default #1a5fd0).' },
});
