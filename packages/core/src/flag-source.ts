/**
 * Whether a flag source can come at all (spec §1 feature flags): `<vt-analytics>` settles the flag
 * state itself (analytics.ts: ready, or off without a flags client id or when the flag SDK fails or
 * times out), but a page without it, or whose module never runs, would leave the flags pending for
 * ever. Imported as `@vt-elements/core/flag-source`, not through the core's index: it travels with
 * the elements that call it (`<vt-site-nav>`), not in the core every element loads.
 */
import { flagsState, setFlagsOff } from './analytics';
import { systemClock, type Clock } from './clock';
import { reportError } from './errors';

/** How long the flags wait for a `<vt-analytics>` in the page to be defined (its module loading) before they are off. */
export const FLAGS_SOURCE_WAIT_MS = 10_000;

/**
 * Sets the flags off when no source can come, decided once `doc` has parsed: at once when it has no
 * `<vt-analytics>`; when it has one that is still not defined `FLAGS_SOURCE_WAIT_MS` later (its
 * module failed or never ran), then, reported once. Calling it again (a second nav) changes nothing.
 */
export function settleFlagsWithoutSource(doc: Document, clock: Clock = systemClock): void {
  const tag = 'vt-analytics';
  const defined = () => customElements.get(tag);
  const decide = () => {
    if (!doc.querySelector(tag)) setFlagsOff();
    else if (!defined())
      clock.setTimeout(() => {
        if (defined() || flagsState() !== 'pending') return;
        reportError(new Error(`<${tag}> was not defined within ${FLAGS_SOURCE_WAIT_MS / 1000} s: every flag reads false`), {
          source: 'feature-flags',
        });
        setFlagsOff();
      }, FLAGS_SOURCE_WAIT_MS);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', decide, { once: true });
  else decide();
}
