import { describeElement, textsDescription } from '@vt-elements/core';
import { courseSearchRuntime } from './runtime-definition';
import { TEXTS, ITEM_TEXT_KEYS } from './core/texts';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const courseSearchDefinition = describeElement(courseSearchRuntime, {
  summary:
    "The class search page block (/classes/search?q=…) on an Elasticsearch-compatible item-search service: a query box, value facets as checkbox groups with counts (a ticked facet keeps showing its other values; a lower-case slug reads as words, 'algebra-2' as 'Algebra 2', 'pre-algebra' as 'Pre-algebra', while the slug stays the value searched and kept in the URL), range facets (days, times of day, start dates) as choices, a result count, the hits, and pagination (24 a page). The query, filters and page live in the page's URL (?q=…&page=N&filters[field]=value): pushed on each change, restored on load and on Back/Forward, so results can be shared. Searches on load and on every change; only the latest answer is shown (older requests are aborted); while loading, the previous results stay, dimmed. A failed search (HTTP error, network, time-out, a malformed answer or template) shows an error with a Retry button, is reported once and fires vt-search-error.",
  spec: '§2 Course search block, §3 Search hit, Page info, Filter entries, Facets, Action event course_search, §5 Search, §7 item-search call and query templates, §8, §9 Search',
  attributes: {
    'data-target-id': 'The id given to the results region (for in-page links such as a skip link to the results).',
    'data-options':
      'JSON: {engine, filters, page, query, min_score, facets}. engine: a name containing "topic" also searches catalog-topics. filters: {"all": [{"subjects": ["algebra"]}], "none": [...]} over subjects, parent_group, title, grades, days_of_week, start_times, end_times, start_dates, end_date, topic_ids, e_commerce (a value, a list, or a range {name, from, to, gte, gt, lte, lt}); always applied, plus e_commerce=true unless named and start_dates from the start of today unless named; on start_times/end_times a range with exactly one bound on the 1970-01-01 placeholder wraps midnight. page and query: used when the URL has none. min_score: sent as is. facets (an extension): {field: {"type": "value", "size": n} | {"type": "range", "ranges": [{name, from, to, …}]}}, default subjects, grades, days_of_week, start_times and start_dates; an unknown type is reported and the defaults are kept. A new value after start searches again at once: its query and page apply where the URL has none (as on load), and the query box keeps a query the visitor typed and has not sent.',
    'data-search-url':
      'The item-search service: an Elasticsearch-compatible base URL. The search goes to POST {url}/{catalog-items[,catalog-topics]}/_search?search_type=dfs_query_then_fetch, without cookies (see packages/course-search/README.md for the index mapping and CORS).',
    'data-templates-url':
      'The folder of the three query templates, fetched once as {url}/query.json, {url}/blank_query.json and {url}/phrase_query.json: each an Elasticsearch query clause in JSON where the string "{{query}}" stands for the query (inserted JSON-escaped). An empty query uses blank_query, a query with a space phrase_query, else query; double quotes become single quotes.',
    'data-topics': 'true: also search catalog-topics.',
    'data-texts': textsDescription(TEXTS, {
      note: `{n} is a count or a page number, {query} the query, {total} the number of pages; subjects to e_commerce are the facet titles, weekdays to later the default range facets' choices. The hits are course list items: their keys are accepted too and passed on to them (${Object.keys(ITEM_TEXT_KEYS).join(', ')}; defaults as for <vt-course-list-item>), itemGrades standing for their grades ('Grades {range}').`,
    }),
  },
  events: {
    searchComplete:
      'Fired with `{query, filters, page, results, page_info}` when an answer is shown: results are the hits (source plus id and catalog_type), page_info `{current, size, total_pages, total_results}`.',
    facetsComplete:
      'Fired with `{facets}` after searchComplete: each `{field, type: "value", data: [{value, count}]}` or `{field, type: "range", data: [{name, from, to, gte, gt, lte, lt, count}]}`.',
    'vt-search-error':
      'Fired with `{message}` when a search fails (also reported). Also tracked: each answer sends the course_search action `{query, filters, page, result_uuids}` through the analytics funnel.',
  },
  cssClasses: {
    'vt-course-search__form': 'The query form (role search).',
    'vt-course-search__facets': 'The facets region.',
    'vt-course-search__facet': 'A facet (fieldset), with --value (checkboxes) or --range (radio choices).',
    'vt-course-search__count': 'The result count heading; also the count beside a facet value.',
    'vt-course-search__results': 'The results region; with --loading while a newer search runs (the hits dimmed).',
    'vt-course-search__hits': 'The list of hits.',
    'vt-course-search__error': 'The error message with its Retry button.',
    'vt-course-search__pages': 'The pagination (nav); the current page button has aria-current=page.',
  },
  cssProperties: {
    '--vt-course-search-min-block-size':
      "The block's least height until its first results are shown (default 100vh), so the page below it does not move when they arrive.",
    '--vt-primary': 'Search button and current page colour (default #0b57d0).',
    '--vt-focus-color': 'Focus ring colour (default #1a5fd0).',
    '--vt-error-color': 'Error text colour (default #b3261e).',
    '--vt-color-primary': 'Theme token (dist/theme.css): the primary colour, fallback of --vt-primary (default #0b57d0).',
    '--vt-color-on-primary': 'Theme token: text on the primary colour (default #fff).',
    '--vt-color-text': 'Theme token: text colour of its controls (default #1b1b1b).',
    '--vt-color-text-muted': 'Theme token: secondary text (default #3c4043).',
    '--vt-color-surface': 'Theme token: background of its controls and popups (default #fff).',
    '--vt-color-border': 'Theme token: borders of its controls (default #767676).',
    '--vt-color-error': 'Theme token: the error colour, fallback of its error property (default #b3261e).',
    '--vt-color-focus': 'Theme token: the focus ring colour, fallback of --vt-focus-color (default #1a5fd0).',
    '--vt-radius-md': 'Theme token: corner radius of its controls (default .375rem).',
  },
});
