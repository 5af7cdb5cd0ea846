import { readPanel, type Panel } from '../../packages/lead-wizard/src/core/panel';

/** Builds panels from attribute maps, as the DOM layer does from data attributes (tests, stories). */
export function panelsFrom(list: (Record<string, string> & { input?: string })[], report: (m: string) => void = () => {}): Panel[] {
  return list.map((attrs, i) => readPanel((name) => attrs[name] ?? null, i, attrs.input === 'yes', report));
}

/** The home-page flow of examples/lead-wizard.html. */
export const homeFlow = () =>
  panelsFrom([
    { 'data-id': 'welcome', 'data-panel-type': 'welcome' },
    { 'data-id': 'who', 'data-panel-type': 'multiple-choice', input: 'yes' },
    {
      'data-id': 'route',
      'data-panel-type': 'action',
      'data-action-name': 'go_to',
      'data-conditions': '[{"field":"who_needs_help","value":"My child"}]',
      'data-step-name-to': 'grade',
      'data-step-name-else': 'matching',
    },
    { 'data-id': 'grade', 'data-panel-type': 'multiple-choice', input: 'yes' },
    { 'data-id': 'matching', 'data-panel-type': 'interstitial', 'data-delay': '2' },
    { 'data-id': 'contact', 'data-panel-type': 'form', input: 'yes' },
    { 'data-id': 'send', 'data-panel-type': 'action', 'data-action-name': 'submit' },
    { 'data-id': 'thanks', 'data-panel-type': 'action', 'data-action-name': 'redirect', 'data-url': '/contacts/marketing/thank-you' },
  ]);
