/**
 * A stand-in for core/sanitize.ts (DOMPurify) in happy-dom tests, whose DOMParser DOMPurify does
 * not run on (it removes the body it walks). The markup's nodes as parsed, nothing removed: the
 * dom tests are about when the markup comes in; what DOMPurify removes is tested in real browsers
 * (tests/browser/panel-markup.test.ts, tests/engines/markup.ts).
 */
export function sanitizedFragment(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}
