/**
 * `data-texts` (contract "Strings and languages"): a JSON object of text keys to strings. Unknown
 * keys are refused so a typo is reported rather than silently ignored. Shared by the modal and
 * locale elements; `{name}` placeholders are filled in as text, never as markup. Both are the
 * core's helpers (every element checks and fills texts the same way), under the names the modal
 * and locale packages import.
 */
export { textsCheck, fillText as fill } from '@vt-elements/core';
