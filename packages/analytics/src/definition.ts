import { describeElement } from '@vt-elements/core';
import { analyticsRuntime, metaName, type SettingName } from './runtime-definition';

const meta = (setting: SettingName) => `Overrides <meta name="${metaName(setting)}">.`;
const SDK = (what: string) => ({
  when: 'read once' as const,
  why: `${what} is started once per page with it and cannot be swapped mid-page (events and flags already went through it)`,
});

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const analyticsDefinition = describeElement(analyticsRuntime, {
  summary:
    "One per page; renders nothing. Sends the page view and every event of the core's track() to analytics (Segment analytics-next) and the action tracker, and gives flag() its values (LaunchDarkly). Settings come from <meta name=\"vt-…\"> tags in the page, each overridden by the attribute of the same name without vt-. Required: vt-segment-write-key (analytics), vt-flags-client-id (flags), vt-tracker-endpoint and vt-application-id (action tracker); a missing one is reported once as 'Missing meta tags: {list}' and only its part is off. The tracker with only one of its two is also reported in the words of spec §8: 'endpoint not set' or 'applicationId not set'. The SDKs are imported once per page: the action tracker after the first paint, Segment and the flag SDK when the page is next idle (at most 2 s later). Any element with data-flag=\"{key}\" is shown only while that flag is true (data-flag-on is set on it): hidden until the flag SDK is ready, and for good without a flags client id or when the SDK fails or times out (5 s), when every flag reads false (inside <vt-site-nav> it keeps its box until then). A second <vt-analytics> is reported and ignored.",
  spec: '§1 feature flags, §3 Tracking and Page event, §4 analytics queues, §7 Analytics and Feature flags, §8 Analytics and Feature flags, §9',
  attributes: {
    'data-segment-write-key': `The Segment source write key; without it no analytics SDK is loaded. ${meta('data-segment-write-key')}`,
    'data-segment-cdn': `The Segment settings CDN (default https://cdn.segment.com): settings are read from {cdn}/v1/projects/{writeKey}/settings. ${meta('data-segment-cdn')}`,
    'data-segment-api-host': `Where batches are posted, e.g. https://api.example.com/v1 (default: the source settings' apiHost, else api.segment.io/v1). ${meta('data-segment-api-host')}`,
    'data-segment-scroll': `Also send scroll_depth events to Segment (spec §9: off by default for the Segment-type tracker; the action tracker always gets them). ${meta('data-segment-scroll')}`,
    'data-flags-client-id': `The LaunchDarkly client-side id (environment); without it every flag reads false (flagged content stays hidden). ${meta('data-flags-client-id')}`,
    'data-flags-base-url': `One base URL for LaunchDarkly's polling, stream and events hosts (default LaunchDarkly's own: app., clientstream. and events.launchdarkly.com). ${meta('data-flags-base-url')}`,
    'data-tracker-endpoint': `The action tracker endpoint (POST JSON); with data-application-id it starts the tracker. ${meta('data-tracker-endpoint')}`,
    'data-application-id': `The application id: the tracker's application-id header, the Page event's application, the flag SDK's application tag. ${meta('data-application-id')}`,
    'data-division-id': `The tracker's divisionId (default VT::VT). ${meta('data-division-id')}`,
    'data-content-version': `The tracker's contentVersion and the flag SDK's application version. ${meta('data-content-version')}`,
    'data-user-id': `A known (signed-in) user id: analytics identifies the user with it; a new one after start (a sign-in in a single-page app) identifies the user again (removing it signs nobody out). ${meta('data-user-id')}`,
    'data-page-request-id': `The Page event's pageRequestId (default the string 'undefined', spec §3). ${meta('data-page-request-id')}`,
  },
  changes: {
    'data-segment-write-key': SDK('Segment'),
    'data-segment-cdn': SDK('Segment'),
    'data-segment-api-host': SDK('Segment'),
    'data-segment-scroll': SDK('Segment'),
    'data-flags-client-id': SDK('The flag SDK'),
    'data-flags-base-url': SDK('The flag SDK'),
    'data-tracker-endpoint': SDK('The action tracker'),
    'data-application-id': SDK('The action tracker (and the flag SDK, the Page event)'),
    'data-division-id': SDK('The action tracker'),
    'data-content-version': SDK('The action tracker (and the flag SDK)'),
    'data-page-request-id': { when: 'read once', why: 'it belongs to the Page event, which is sent once per page view' },
  },
});
