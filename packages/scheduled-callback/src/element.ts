import { cloak, createElementClass, defineElement, nextTask } from '@vt-elements/core';
import { scheduledCallbackRuntime } from './runtime-definition';
import { visitorZone } from './core/locale';
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
// The browser's first time-zone lookup loads its zone data (tens of ms on a slow phone): done in a
// task of its own, queued before the first render's, so that render is not one long task.
nextTask(() => {
  const start = performance.now();
  visitorZone();
  // Named for the benchmark (scripts/bench.ts), which reports the browser's zone data load apart.
  performance.measure?.('vt-intl-data', { start });
});
defineElement(scheduledCallbackRuntime, ScheduledCallbackElement);
