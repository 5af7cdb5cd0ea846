import { isRecord } from '@vt-elements/core';
/**
 * A panel of the lead-form wizard as plain data (spec §3 Panel, contract "Panel attributes"),
 * read from its data attributes. Malformed JSON attributes are reported through `report` and fall
 * back to their empty value, so one bad panel never breaks the form.
 */

export const PANEL_TYPES = ['welcome', 'multiple-choice', 'interstitial', 'confirm-checkmark', 'action', 'form'] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

export const ACTION_NAMES = ['go_to', 'redirect', 'submit', 'option'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** §5 Action conditions: `value` may be a list meaning any of them. */
export interface Condition {
  field: string;
  value: string | string[];
}

/**
 * What makes a panel a step (it counts for the progress, §4 Paths): an input a visitor can see.
 * Any input but a hidden one, a select or textarea, and the time picker, a field too (its choice is
 * posted with the form) though its radios only exist once it has loaded (issue 19: a form whose
 * second panel is the picker showed '1 of 1' and a full bar before anything was done).
 */
const VISIBLE_INPUT_TAGS = ['select', 'textarea', 'vt-scheduled-callback'];
export const VISIBLE_INPUT_SELECTOR = ['input:not([type="hidden"])', ...VISIBLE_INPUT_TAGS].join(', ');
/** The same rule for a tag read as text: its lower-case name and its type attribute as written (in any case). */
export function isVisibleInput(tag: string, type: string): boolean {
  return tag === 'input' ? type.toLowerCase() !== 'hidden' : VISIBLE_INPUT_TAGS.includes(tag);
}

export interface ScriptRef {
  src: string;
  integrity: string | null;
}

export interface Panel {
  /** The panel's name (data-id); `panel-{index}` when the CMS left it out. */
  id: string;
  type: PanelType;
  actionName: ActionName | null;
  conditions: Condition[];
  stepNameTo: string | null;
  stepNameElse: string | null;
  backTargetId: string | null;
  /** Counts for the progress (§4 Paths): the panel has an input a visitor can see. */
  hasVisibleInput: boolean;
  url: string | null;
  href: string | null;
  options: Record<string, unknown>;
  /** Interstitial delay in seconds (§9 default 3). */
  delay: number;
  minimize: boolean;
  markup: string | null;
  js: ScriptRef[];
  replace: string | null;
}

/** §9: an interstitial advances after 3 s unless its data-delay says otherwise. */
export const INTERSTITIAL_DEFAULT_DELAY_S = 3;

export type ReadAttribute = (name: string) => string | null;

function text(value: string | null): string | null {
  const t = value?.trim();
  return t ? t : null;
}

function json(read: ReadAttribute, name: string, id: string, report: (message: string) => void): unknown {
  const raw = text(read(name));
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch (e) {
    report(`panel "${id}" ${name}: malformed JSON (${(e as Error).message})`);
    return undefined;
  }
}


/**
 * One report per attribute, however many entries are bad (2,000 bad entries are one problem, not
 * 2,000): the count and the first, cut short.
 */
function ignored(bad: unknown[]): string {
  const first = (JSON.stringify(bad[0]) ?? String(bad[0])).slice(0, 120);
  return bad.length === 1 ? first : `${bad.length} entries, first ${first}`;
}

export function parseConditions(value: unknown, id: string, report: (message: string) => void): Condition[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    report(`panel "${id}" data-conditions: expected a list of {"field","value"}`);
    return [];
  }
  const out: Condition[] = [];
  const bad: unknown[] = [];
  for (const item of value) {
    const ok =
      isRecord(item) &&
      typeof item.field === 'string' &&
      (typeof item.value === 'string' || (Array.isArray(item.value) && item.value.every((v) => typeof v === 'string')));
    if (ok) out.push({ field: item.field as string, value: item.value as string | string[] });
    else bad.push(item);
  }
  if (bad.length) report(`panel "${id}" data-conditions: ignoring ${ignored(bad)} (needs a string "field" and a string or list "value")`);
  return out;
}

function parseScripts(value: unknown, id: string, report: (message: string) => void): ScriptRef[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const out: ScriptRef[] = [];
  const bad: unknown[] = [];
  for (const item of list) {
    if (typeof item === 'string') out.push({ src: item, integrity: null });
    else if (isRecord(item) && typeof item.src === 'string')
      out.push({ src: item.src, integrity: typeof item.integrity === 'string' ? item.integrity : null });
    else bad.push(item);
  }
  if (bad.length) report(`panel "${id}" data-js: ignoring ${ignored(bad)} (needs a "src")`);
  return out;
}

export function readPanel(read: ReadAttribute, index: number, hasVisibleInput: boolean, report: (message: string) => void): Panel {
  const id = text(read('data-id')) ?? `panel-${index}`;
  const rawType = text(read('data-panel-type')) ?? 'form';
  let type: PanelType = 'form';
  if ((PANEL_TYPES as readonly string[]).includes(rawType)) type = rawType as PanelType;
  else if (rawType !== 'form') report(`panel "${id}" data-panel-type: unknown "${rawType}", treated as a form panel`);

  const rawAction = text(read('data-action-name'));
  let actionName: ActionName | null = null;
  if (rawAction && (ACTION_NAMES as readonly string[]).includes(rawAction)) actionName = rawAction as ActionName;
  else if (rawAction) report(`panel "${id}" data-action-name: unknown "${rawAction}", the step is skipped`);
  if (type === 'action' && !rawAction) report(`panel "${id}": an action panel without data-action-name is skipped`);

  const options = json(read, 'data-options', id, report);
  if (options !== undefined && !isRecord(options)) report(`panel "${id}" data-options: expected a JSON map`);
  const delayRaw = text(read('data-delay'));
  const delay = delayRaw === null ? INTERSTITIAL_DEFAULT_DELAY_S : Number(delayRaw);
  if (delayRaw !== null && !(delay >= 0)) report(`panel "${id}" data-delay: expected seconds, got "${delayRaw}"`);
  const minimize = text(read('data-minimize'));

  return {
    id,
    type,
    actionName,
    conditions: parseConditions(json(read, 'data-conditions', id, report), id, report),
    stepNameTo: text(read('data-step-name-to')),
    stepNameElse: text(read('data-step-name-else')),
    backTargetId: text(read('data-back-target-id')),
    hasVisibleInput: type !== 'action' && hasVisibleInput,
    url: text(read('data-url')),
    href: text(read('data-href')),
    options: isRecord(options) ? options : {},
    delay: delay >= 0 ? delay : INTERSTITIAL_DEFAULT_DELAY_S,
    minimize: read('data-minimize') !== null && minimize !== 'false',
    markup: read('data-markup'),
    js: parseScripts(json(read, 'data-js', id, report), id, report),
    replace: text(read('data-replace')),
  };
}

/** Action steps run instead of being shown (§2 action steps). */
export function isAction(panel: Panel): boolean {
  return panel.type === 'action' || panel.actionName !== null;
}

/** Index of the panel named `id`, or -1. */
export function panelIndex(panels: readonly Panel[], id: string | null): number {
  return id === null ? -1 : panels.findIndex((p) => p.id === id);
}
