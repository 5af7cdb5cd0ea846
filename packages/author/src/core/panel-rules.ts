/**
 * The lead form's panel rules (spec §3 Panel, contract "Panel attributes"): what the element's
 * readPanel reports, attributes it does not know, ids (missing, duplicate) and the panels that
 * go_to, else and back name.
 */
import { ACTION_NAMES, INTERSTITIAL_DEFAULT_DELAY_S, PANEL_TYPES, parseBound } from '@vt-elements/lead-wizard';
import { meant, type LeadForm, type PanelReport } from './lead-form';
import type { Finding } from './model';
import { capital, fixOneOf, panelLabel } from './panel-words';
import { targetFindings } from './target-rules';
import { attr, descendants, finding } from './tree';
import { ordinal, quote, quoteList } from './words';

const JSON_FIXES: Record<string, string> = {
  'data-conditions':
    'Write a JSON list of {"field", "value"} (value: a text, or a list of texts meaning any of them), e.g. [{"field":"who_needs_help","value":"My child"}].',
  'data-options': 'Write a JSON map (double quotes around names and text), e.g. {"action":"check_email"}.',
  'data-js': 'Write a JSON list of {"src", "integrity"}, e.g. [{"src":"/js/widget.js","integrity":"sha384-…"}].',
};

/** What the element does instead of a value readPanel refused (its report names the attribute). */
function reportFinding(form: LeadForm, { index, attribute, message }: PanelReport): Finding {
  const node = form.nodes[index]!;
  const panel = form.panels[index]!;
  const label = panelLabel(form, index);
  const raw = attr(node, attribute)?.trim() ?? '';
  const where = { node, attribute };
  const detail = message.slice(`panel ${JSON.stringify(panel.id)} ${attribute}: `.length);
  const partial = detail.startsWith('ignoring');
  const malformed = (fallback: string, fix: string) =>
    finding(
      'malformed-value',
      'error',
      form.element,
      { problem: `${attribute} of ${label} is not valid: ${detail}.`, fallback, fix },
      where,
    );
  switch (attribute) {
    case 'data-panel-type':
      return finding(
        'enum-value',
        'error',
        form.element,
        {
          problem: `data-panel-type ${quote(raw)} of ${label} is not a panel type.`,
          fallback: 'It treats it as a form panel, as if data-panel-type were "form".',
          fix: fixOneOf(raw, PANEL_TYPES, 'one of the panel types'),
        },
        where,
      );
    case 'data-action-name':
      if (!raw)
        return finding(
          'malformed-value',
          'error',
          form.element,
          {
            problem: `${capital(label)} is an action panel without data-action-name.`,
            fallback: 'It skips the step.',
            fix: `Add data-action-name, one of ${quoteList(ACTION_NAMES)}.`,
          },
          where,
        );
      return finding(
        'enum-value',
        'error',
        form.element,
        {
          problem: `data-action-name ${quote(raw)} of ${label} is not an action.`,
          fallback: 'It skips the step.',
          fix: fixOneOf(raw, ACTION_NAMES, 'one of the actions'),
        },
        where,
      );
    case 'data-delay':
      return malformed(
        `It waits the default ${INTERSTITIAL_DEFAULT_DELAY_S} seconds.`,
        'Write a number of seconds, 0 or more, e.g. data-delay="2".',
      );
    case 'data-conditions':
      return malformed(
        partial
          ? 'It ignores the entries it cannot read; the other conditions still apply.'
          : 'It reads no conditions, so the step always applies.',
        JSON_FIXES[attribute]!,
      );
    case 'data-options':
      return malformed(
        panel.actionName === 'submit'
          ? `It uses no options: the step sends the form's data-action${form.action ? `, ${quote(form.action)}` : ''}.`
          : panel.actionName === 'option'
            ? 'It uses no options: the step writes no fields.'
            : 'It uses no options.',
        JSON_FIXES[attribute]!,
      );
    case 'data-js':
      return malformed(
        partial ? 'It ignores the entries it cannot read and loads the others.' : 'It loads no script for this panel.',
        JSON_FIXES[attribute]!,
      );
    default:
      return malformed('It ignores the value.', `Correct ${attribute} as its description in the docs says.`);
  }
}

/** data-min / data-max of a multiple-choice panel: a whole number of options, else ignored (dom/fields-validate.ts bounds). */
function boundFindings(form: LeadForm, index: number): Finding[] {
  const node = form.nodes[index]!;
  if (form.panels[index]!.type !== 'multiple-choice') return [];
  return (['data-min', 'data-max'] as const).flatMap((name) => {
    const raw = attr(node, name);
    if (parseBound(raw) !== null) return [];
    const least = name === 'data-min';
    return [
      finding(
        'malformed-value',
        'error',
        form.element,
        {
          problem: `${name} ${quote(raw ?? '')} of ${panelLabel(form, index)} is not a whole number of options.`,
          fallback: `It ignores it: no ${least ? 'least' : 'most'} number of options is checked.`,
          fix: `Write a whole number, 0 or more, e.g. ${name}="1", or remove it.`,
        },
        { node, attribute: name },
      ),
    ];
  });
}

/**
 * A panel attribute the element does not read but nearly spells one it does (others may be the
 * page's own): an error when the panel lacks the one it meant, so the form does without it.
 */
function attributeFindings(form: LeadForm, index: number): Finding[] {
  const node = form.nodes[index]!;
  return Object.keys(node.attributes).flatMap((name) => {
    const near = meant(name);
    if (!near) return [];
    const missing = attr(node, near) === null;
    return [
      finding(
        'unknown-attribute',
        missing ? 'error' : 'warning',
        form.element,
        {
          problem: `${capital(panelLabel(form, index))} has an attribute ${quote(name)} the form does not read.`,
          fallback: missing ? `It ignores it: for the form the panel has no ${near}.` : 'It ignores it.',
          fix: `Did you mean ${quote(near)}?`,
        },
        { node, attribute: name },
      ),
    ];
  });
}

/** A short data-id for a panel without one: its first heading's words, else its action. */
function suggestedId(form: LeadForm, index: number): string {
  const node = form.nodes[index]!;
  const heading = [...descendants(node)].find((n) => /^(h[1-6]|legend)$/.test(n.tag));
  const words = (heading ? [heading, ...descendants(heading)].map((n) => n.text).join(' ') : '')
    .toLowerCase()
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .match(/[a-z0-9]+/g);
  if (words?.length) return words.slice(0, 3).join('-');
  const panel = form.panels[index]!;
  return panel.actionName ? `${panel.actionName.replace('_', '-')}-step` : `step-${index + 1}`;
}

function idFindings(form: LeadForm): Finding[] {
  const findings: Finding[] = [];
  const firstWith = new Map<string, number>();
  form.panels.forEach((panel, index) => {
    const node = form.nodes[index]!;
    if (!attr(node, 'data-id')?.trim()) {
      findings.push(
        finding(
          'panel-without-id',
          'warning',
          form.element,
          {
            problem: `The ${ordinal(index + 1)} panel (data-panel-type=${quote(panel.type)}) has no data-id.`,
            fallback: `The form calls it ${quote(panel.id)} in its events and analytics, and no go_to, else or back target can name it.`,
            fix: `Give it a data-id that says what it is, e.g. data-id=${quote(suggestedId(form, index))}.`,
          },
          { node, attribute: 'data-id' },
        ),
      );
    }
    const first = firstWith.get(panel.id);
    if (first === undefined) {
      firstWith.set(panel.id, index);
      return;
    }
    findings.push(
      finding(
        'duplicate-id',
        'error',
        form.element,
        {
          problem: `Panel id ${quote(panel.id)} is used by the ${ordinal(first + 1)} and the ${ordinal(index + 1)} panels.`,
          fallback: `Every go_to, else and back target ${quote(panel.id)} goes to the first of them; this one is reached only from the panel before it.`,
          fix: `Give each panel its own data-id, e.g. data-id=${quote(`${panel.id}-2`)} here.`,
        },
        { node, attribute: 'data-id' },
      ),
    );
  });
  return findings;
}

/** The panel rules, in document order of the panels (readPanel's reports first for each). */
export function panelFindings(form: LeadForm): Finding[] {
  const perPanel = form.panels.map((_, index) => [
    ...form.reports.filter((report) => report.index === index).map((report) => reportFinding(form, report)),
    ...boundFindings(form, index),
    ...attributeFindings(form, index),
    ...targetFindings(form, index),
  ]);
  return [...perPanel.flat(), ...idFindings(form)];
}
