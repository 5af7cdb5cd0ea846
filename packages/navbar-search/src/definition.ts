import { API_HOST_DESCRIPTION, describeElement, textsDescription } from '@vt-elements/core';
import { navbarSearchRuntime } from './runtime-definition';
import { TEXTS } from './core/texts';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const navbarSearchDefinition = describeElement(navbarSearchRuntime, {
  summary:
    "The header search box: an accessible combobox (WAI-ARIA APG, listbox popup) that searches the subject lookup and the site search engine as the visitor types (lowercased, trimmed; sent once typing pauses for 150 ms, each source with one request in flight, a newer query aborting the older). Results come grouped under headers (subjects, then topics, then classes), at most 5 a group, then '+N more' to the results page. States: closed, searching, results, no results, error; a failing source shows the other's results with the error text in its place. Keys: ArrowDown/ArrowUp move (wrapping), Home/End go to the first/last option while one is active, Enter opens the active result or the results page, Escape closes then clears. Closes on a press outside and on blur.",
  spec: '§2 Navigation, §3 Site search result item and Subject lookup record, §4 Search dropdown, §5 Search, §7 subject lookup and site search engine, §8 search errors, §9 Search',
  attributes: {
    'data-engine': 'The site search engine: items-pr (production) or items-st (staging).',
    'data-search-host':
      "The search engine's endpoint base, an absolute http(s) URL such as https://search.example.com (the request goes to {host}/api/as/v1/engines/{engine}/search, the App Search wire format, without cookies). Default: the page's origin.",
    'data-search-key': 'The public search key, sent as Authorization: Bearer {key}. Without it no Authorization header is sent.',
    'data-filters':
      'Extra App Search filters (JSON), added to the fixed ones (business units VSD, Camps, Courses; start_dates from the start of today; no record with topic_ids): one filter object such as {"subjects": ["math"]}, a list of them, or {"all": […], "any": […], "none": […]}. A malformed value is reported and ignored.',
    'data-placeholder': 'The input\'s placeholder (default: the "placeholder" text).',
    'data-results-url':
      "The results page: '+N more' and Enter with no option chosen go to {url}?q={query}. An http(s) URL on the page's own host or a host listed in <meta name=\"vt-allowed-hosts\">, else reported and the default is used.",
    'data-texts': textsDescription(TEXTS, {
      note: '{query} is the query, {n} a count; label names the input and the listbox, subjects, topics and items are the group headers, results and oneResult are announced politely.',
    }),
    'data-api-host': `${API_HOST_DESCRIPTION} The subject lookup goes to {api host}/vtwa/v1/subjects/lookup?query={q}, with credentials.`,
  },
  events: {
    'vt-search': 'Fired with `{query}` when a query is sent to the two sources.',
    'vt-search-results':
      'Fired with `{query, groups}` once both sources have answered and something was found; each group is `{type: "subjects" | "topics" | "items", total, results: [{type, text, href}]}`.',
    'vt-search-empty': 'Fired with `{query}` when both sources found nothing (also tracked as the searchEmpty analytics event).',
  },
  cssClasses: {
    'vt-search': 'The search form (role search) around the input.',
    'vt-search__input': 'The combobox input.',
    'vt-search__popup': 'The dropdown.',
    'vt-search__message': 'The state text (searching, no results, error); with --searching, --empty or --error.',
    'vt-search__group': 'A group of results (role group), with --subjects, --topics or --items.',
    'vt-search__header': "A group's header.",
    'vt-search__option': 'A result (role option), with --subject, --topic, --item or --more; [aria-selected=true] is the active one.',
    'vt-search__error': "The error text in a failed source's place.",
  },
  cssProperties: {
    '--vt-search-block-size': "The input's height, and the element's (default 2.5rem).",
    '--vt-search-popup-inline-size': "The dropdown's width (default 100% of the element).",
    '--vt-search-z-index': "The dropdown's z-index (default 1000).",
    '--vt-search-active-bg': 'Background of the active option (default #e8f0fe).',
    '--vt-primary': "The '+N more' link colour (default #0b57d0).",
    '--vt-focus-color': 'Focus ring and active-option marker colour (default #1a5fd0).',
    '--vt-error-color': 'Error text colour (default #b3261e).',
    '--vt-color-primary': 'Theme token (dist/theme.css): the primary colour, fallback of --vt-primary (default #0b57d0).',
    '--vt-color-text': 'Theme token: text colour of its controls (default #1b1b1b).',
    '--vt-color-text-muted': 'Theme token: secondary text (default #3c4043).',
    '--vt-color-surface': 'Theme token: background of its controls and popups (default #fff).',
    '--vt-color-surface-muted': 'Theme token: muted backgrounds (default #f1f3f4).',
    '--vt-color-surface-accent': 'Theme token: selected or highlighted backgrounds (default #e8f0fe).',
    '--vt-color-border': 'Theme token: borders of its controls (default #767676).',
    '--vt-color-border-subtle': 'Theme token: quiet borders (default #d0d4d9).',
    '--vt-color-error': 'Theme token: the error colour, fallback of its error property (default #b3261e).',
    '--vt-color-focus': 'Theme token: the focus ring colour, fallback of --vt-focus-color (default #1a5fd0).',
    '--vt-radius-md': 'Theme token: corner radius of its controls (default .375rem).',
  },
});
