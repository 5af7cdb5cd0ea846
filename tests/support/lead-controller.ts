import type { ControllerSettings } from '../../packages/lead-wizard/src/dom/controller';

/**
 * The lead wizard controller's settings as the element gives them for a form with no data-*
 * attributes but `data-action="new_contact"` (the dom tests' usual form), with a test's own
 * settings over them: one place for the defaults instead of a copy in each dom test file.
 */
export function controllerSettings(host: HTMLElement, overrides: Partial<ControllerSettings> = {}): ControllerSettings {
  return {
    host,
    action: 'new_contact',
    history: false,
    variant: null,
    replaceTarget: null,
    redirectUrl: null,
    userType: null,
    uuid: null,
    ...overrides,
  };
}
