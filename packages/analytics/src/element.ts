/**
 * `<vt-analytics>`: a plain custom element (no React: it renders nothing), so its own module stays
 * small. It reads its settings, starts the page tracking and, after the first paint, imports the
 * SDK chunks (analytics, feature flags, action tracker): a page without it fetches none of them.
 */
import { addAnalyticsDestination, cloak, PlainElement, reportError, setFlagsOff, whenIdle, type Config } from '@vt-elements/core';
import { analyticsRuntime } from './runtime-definition';
import { trackerSettingsError, type AnalyticsSettings } from './core/settings';
import { reportMissingSettings, resolveSettings } from './dom/settings';
import { watchFlaggedElements } from './dom/flag-visibility';

// One per page, even when this module is loaded twice (two copies share the registry symbol).
const STARTED = Symbol.for('vt-elements.analytics-element');
type Registry = typeof globalThis & { [STARTED]?: Element };

/** Runs `run` once after the first paint (a frame, then a task), or after 3 s in a tab that never paints. */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, 3000);
}

const fail = (part: string) => (error: unknown) => reportError(error, { source: analyticsRuntime.tag, part });

/** What runs: its settings, and a new user id to identify (a sign-in after start, issue 39). */
export interface Started {
  settings: AnalyticsSettings;
  setUserId(userId: string | null): void;
}

/** Starts everything the settings allow; called once per page. */
export function startAnalytics(element: Element, doc: Document = element.ownerDocument): Started {
  const settings = resolveSettings(element, doc);
  let identify: ((userId: string) => void) | undefined;
  reportMissingSettings(element, doc);
  const trackerProblem = trackerSettingsError(settings);
  if (trackerProblem) reportError(new Error(trackerProblem), { source: analyticsRuntime.tag, part: 'action-tracker' });
  watchFlaggedElements(doc);
  afterFirstPaint(() => {
    import('./sdk/tracker')
      .then(({ startActionTracker, startPageTracking }) => {
        const { trackerEndpoint: endpoint, applicationId, divisionId, contentVersion } = settings;
        if (endpoint && applicationId) {
          const tracker = startActionTracker({
            endpoint,
            applicationId,
            ...(divisionId ? { divisionId } : {}),
            ...(contentVersion ? { contentVersion } : {}),
          });
          addAnalyticsDestination(tracker.destination);
        }
        startPageTracking({ scroll: true });
      })
      .catch(fail('action-tracker'));
    // Segment's start is one task of about 90 ms at 4x CPU throttle (its settings, plugins and
    // queue): at idle, so it does not hold up the other elements' first answers. Nothing is lost
    // meanwhile: the core's backlog hands it every earlier event.
    if (settings.segmentWriteKey)
      whenIdle(
        () =>
          void import('./sdk/segment')
            .then((m) => m.startSegment(settings, doc))
            .then((then) => (identify = then))
            .catch(fail('segment')),
      );
    // The flag SDK's start is one task of 60-80 ms at 4x: at idle too. Flags read false until it
    // is ready (flagged content stays hidden), so starting it later changes no value read. Its
    // chunk failing to load sets them off (known, all false), as the SDK failing does (sdk/flags.ts).
    if (settings.flagsClientId)
      whenIdle(
        () =>
          void import('./sdk/flags')
            .then((m) => m.startFlags(settings))
            .catch((error: unknown) => {
              setFlagsOff();
              fail('feature-flags')(error);
            }),
      );
  });
  // Without a flags client id no flag source will come: the flags are known at once, all false.
  if (!settings.flagsClientId) setFlagsOff();
  return {
    settings,
    // Before Segment starts, it identifies the user with the new id itself (settings.userId).
    setUserId(userId) {
      if (!userId || userId === settings.userId) return;
      settings.userId = userId;
      identify?.(userId);
    },
  };
}

const ignored = new WeakSet<Element>();
/** What this module's element started for the page. */
let running: Started | undefined;

/** `<vt-analytics>`; define it under another name with `customElements.define('acme-analytics', AnalyticsElement)`. */
export class AnalyticsElement extends PlainElement<Config<typeof analyticsRuntime>> {
  static override definition = analyticsRuntime;
  // It reads its attributes and the page's meta tags, no content: started as soon as it is in the page.
  static override eager = true;

  /** Nothing to undo on removal: the SDKs serve the whole page (an SPA's next <vt-analytics> takes over). */
  protected setUp(): void {
    const registry = globalThis as Registry;
    const first = registry[STARTED];
    if (first === this) return; // put back in the page: already running
    if (first && !first.isConnected) {
      // The page re-rendered it (an SPA's navigation): the SDKs keep running, nothing restarts.
      // Its user id, if new, identifies the user (a sign-in rendered by the SPA).
      registry[STARTED] = this;
      this.update();
      return;
    }
    if (first) {
      if (!ignored.has(this)) {
        ignored.add(this);
        reportError(new Error('Only one <vt-analytics> per page: this one is ignored'), { source: analyticsRuntime.tag });
      }
      return;
    }
    registry[STARTED] = this;
    try {
      running = startAnalytics(this);
    } catch (error) {
      setFlagsOff();
      fail('start')(error);
    }
  }

  /**
   * After start (issue 39): a new data-user-id identifies the user again (a sign-in in an SPA); the
   * other settings are read once (definition.ts says why for each).
   */
  protected override update(): void {
    if ((globalThis as Registry)[STARTED] === this) running?.setUserId(resolveSettings(this).userId);
  }
}

// Pages call these through this module too (`import { track } from '…/elements/analytics.js'`).
export { track, flag, onFlag } from '@vt-elements/core';

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
AnalyticsElement.define();
