import type { TrackedEvent } from '@vt-elements/core';

/** Spec §3 Action event: customEventData (action, category default 'atlas', label, value). */
export interface CustomEventData {
  action: string;
  category: string;
  label: string;
  value: string;
}

/** Spec §3 Action event: domEventData, the element the visitor acted on. */
export interface DomEventData {
  target: string;
  classes: string;
  href: string;
  text: string;
  value: string;
  name: string;
  data: Record<string, string>;
}

export interface ActionBody {
  eventName: string;
  properties: Record<string, unknown> & {
    customEventData: CustomEventData | null;
    domEventData: DomEventData | null;
    leadFormEventData: { id: string; panel: string } | null;
    course_search: unknown;
    window: { height: number; width: number; visibleElements: unknown[] };
    pageRequestId: string;
    applicationId: string;
  };
  /** When `track()` was called (ISO 8601): delivery may come later (events queued before load). */
  timestamp: string;
}

export const DEFAULT_CATEGORY = 'atlas';

/** The page-level values every action body carries. */
export interface ActionContext {
  applicationId: string;
  pageRequestId: string;
  viewport: { height: number; width: number };
}

const BLOCKS = ['customEventData', 'domEventData', 'leadFormEventData', 'course_search'] as const;

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Maps one core `TrackedEvent` to the spec §3 action body: `{ eventName, properties }`. The
 * event's own properties are kept (e.g. a field event's fieldName, fieldValue, className,
 * leadFormId, panelId and data-tracking attributes; scroll_depth's percentage), and the §3 blocks
 * are added: customEventData and domEventData as the event gives them (click tracking does),
 * leadFormEventData from `leadFormEventData` or a lead event's `leadFormId`/`form_id` and
 * `panelId`, course_search as given, the window's size with an empty visibleElements list,
 * pageRequestId and applicationId. A block the event has nothing for is null.
 */
export function actionBody(event: TrackedEvent, context: ActionContext): ActionBody {
  const own = event.properties ?? {};
  const rest = Object.fromEntries(Object.entries(own).filter(([key]) => !(BLOCKS as readonly string[]).includes(key)));
  const custom = own.customEventData as Partial<CustomEventData> | undefined;
  const leadFormId = own.leadFormId ?? own.form_id ?? own.leadform;
  const leadForm =
    (own.leadFormEventData as { id: string; panel: string } | undefined) ??
    (leadFormId !== undefined ? { id: text(leadFormId), panel: text(own.panelId) } : null);
  return {
    eventName: event.event,
    properties: {
      ...rest,
      customEventData: custom
        ? {
            action: text(custom.action),
            category: text(custom.category) || DEFAULT_CATEGORY,
            label: text(custom.label),
            value: text(custom.value),
          }
        : null,
      domEventData: (own.domEventData as DomEventData | undefined) ?? null,
      leadFormEventData: leadForm,
      course_search: own.course_search ?? null,
      window: { height: context.viewport.height, width: context.viewport.width, visibleElements: [] },
      pageRequestId: context.pageRequestId,
      applicationId: context.applicationId,
    },
    timestamp: new Date(event.timestamp).toISOString(),
  };
}
