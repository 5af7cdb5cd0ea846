export { addErrorReporter, reportError, toError, type ErrorContext, type ErrorReporter } from './errors';
export { isRecord } from './guards';
export { getCookie, setCookie, serializeCookie, type CookieJar, type CookieOptions } from './cookies';
export { randomUuid, isUuid } from './uuid';
export { readMeta, checkMetaTags } from './meta';
export { resolveVisitorId, visitorId, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, type PerformanceMonitor } from './visitor';
export { landingPage, landingAddress, recordLandingPage } from './landing';
export { apiHost, checkApiHost, type ApiHostOptions } from './api-host';
export { checkUrl, safeUrl, allowedHostsOf, ALLOWED_HOSTS_META, type UrlPolicy, type UrlVerdict, type SafeUrlOptions } from './url-policy';
export { readMarkup, trustedScriptURL, POLICY_NAME, type SafeHTML, type SafeScriptURL } from './trusted-types';
export {
  ApiError,
  requestJson,
  latestOnly,
  type Latest,
  withQuery,
  DEFAULT_TIMEOUT_MS,
  type ApiErrorKind,
  type ApiResponse,
  type RequestOptions,
} from './http';
export { pushDataLayer, type DataLayerEvent } from './data-layer';
export {
  track,
  flag,
  onFlag,
  flagsReady,
  flagsState,
  onFlagsState,
  setFlagsOff,
  setFlagSource,
  addAnalyticsDestination,
  removeAnalyticsDestination,
  whenHandedOff,
  TRACK_BACKLOG_CAP,
  type AnalyticsDestination,
  type FlagSource,
  type FlagsState,
  type TrackedEvent,
  type TrackOptions,
  type TrackProperties,
} from './analytics';
export { emit, listen } from './events';
export { pageLang, textsFor, textsCheck, fillText, type TextTables } from './texts';
export { systemClock, delay, startOfToday, type Clock } from './clock';
export { nextTask, whenIdle } from './task';
export { loadDateData } from './date-data';
export { cloak, uncloak, PRE_UPGRADE_CSS } from './cloak';
export { addStyleSheet, addStyles } from './styles';
export { whenRemoved } from './lifecycle';
export { PlainElement, reportOnce } from './plain-element';
export { make, uniqueId } from './parts';
export { openModal, modalOpen, type OpenOptions } from './dialog';
export { lockScroll, unlockScroll, setStyle } from './scroll-lock';
export { ChunkLoadError, loadChunk, CHUNK_TIMEOUT_MS, type ChunkLoadErrorType } from './chunk-load';
export {
  parseAttribute,
  attributeDefault,
  propName,
  API_HOST_ATTRIBUTE,
  AttributeValues,
  type AttributeChange,
  type Config,
  type AttributeParser,
  type AttributeParsers,
  type AttributeSpec,
  type AttributeSpecs,
  type ElementDefinition,
  type ElementRuntime,
  type ParsedAttribute,
} from './attributes';
// Docs only: imported by the packages' definition.ts, never by an element's runtime code.
export { describeElement, textsDescription, API_HOST_DESCRIPTION, type ElementDocs, type DescribedElement } from './element-docs';
export { defineElement } from './define';
export { addProperties, elementPropName, upgradeProperties } from './properties';
export { createElementClass, type ElementOptions, type HostProps, type VtElementClass } from './define-element';
