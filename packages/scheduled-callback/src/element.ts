import { cloak, createElementClass, defineElement, loadDateData } from '@vt-elements/core';
import { scheduledCallbackRuntime } from './runtime-definition';
import { zoneWithoutDateData } from './core/locale';
import { ScheduledCallback } from './view/scheduled-callback';
import { scheduledCallbackStyles } from './view/styles';

/** `<vt-scheduled-callback>`; define it under another name with `customElements.define('acme-callback', ScheduledCallbackElement)`. */
export const ScheduledCallbackElement = createElementClass({
  definition: scheduledCallbackRuntime,
  view: ScheduledCallback,
  styles: scheduledCallbackStyles,
});

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
// The browser's date data (its first date formatter): a task of its own. Before the first render
// where the zone needs it; else the view loads it once the time slots are asked for, while they
// are on their way.
if (!zoneWithoutDateData()) loadDateData();
defineElement(scheduledCallbackRuntime, ScheduledCallbackElement);
