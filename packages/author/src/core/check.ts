/**
 * The authors' checker (issue 41): one set of rules over a page's `vt-*` elements and lead form
 * panels, for author mode in the page, `vt-elements check` and the embed builder. Each finding
 * says what is wrong, what the element does instead and the fix; they come in document order.
 */
import { scrollTarget } from '@vt-elements/widgets/rules';
import { checkAttributes } from './attribute-rules';
import { actionFindings } from './action-rules';
import { fieldFindings } from './field-rules';
import { readLeadForm, type LeadForm } from './lead-form';
import { metaFindings } from './meta-rules';
import type { AuthorNode, Finding, PageModel } from './model';
import { panelLabel } from './panel-words';
import { panelFindings } from './panel-rules';
import { pathFindings } from './path-rules';
import { elementDefinition } from './registry';
import { attr, finding, subtree } from './tree';
import { quote } from './words';

/** The page's elements by id (the first one is the one getElementById finds). */
const idsOf = new WeakMap<PageModel, Map<string, AuthorNode[]>>();

function pageIds(page: PageModel): Map<string, AuthorNode[]> {
  let ids = idsOf.get(page);
  if (!ids) {
    ids = new Map();
    for (const node of subtree(page.root)) {
      const id = attr(node, 'id');
      if (id) ids.set(id, [...(ids.get(id) ?? []), node]);
    }
    idsOf.set(page, ids);
  }
  return ids;
}

/** An element's id that an earlier element of the page has too. */
function duplicateElementId(node: AuthorNode, page: PageModel): Finding[] {
  const id = attr(node, 'id');
  const holders = id ? pageIds(page).get(id)! : [];
  if (holders.length < 2 || holders[0] === node) return [];
  return [
    finding(
      'duplicate-id',
      'error',
      node,
      {
        problem: `id ${quote(id!)} is used by ${holders.length} elements of the page; this <${node.tag}> is not the first.`,
        fallback: `Whatever names ${quote(id!)} (a trigger, a link, a script) finds the first of them, a <${holders[0]!.tag}>, not this one.`,
        fix: 'Give each element its own id.',
      },
      { attribute: 'id' },
    ),
  ];
}

/** The id a simple `#id` selector names, else null (other selectors are not checked). */
function selectorId(selector: string | null): string | null {
  const match = /^#([\w-]+)$/.exec(selector?.trim() ?? '');
  return match ? match[1]! : null;
}

/** data-replace-target (revealed going back from the first panel) and a panel's data-replace (hidden when it shows). */
function replaceFindings(form: LeadForm, page: PageModel): Finding[] {
  const ids = pageIds(page);
  const targets = [
    {
      node: form.element,
      attribute: 'data-replace-target',
      what: 'reveal',
      fallback: 'Back on the first panel does nothing visible: there is nothing to reveal, so the form stays.',
      owner: '',
    },
    ...form.nodes.map((node, index) => ({
      node,
      attribute: 'data-replace',
      what: 'hide',
      fallback: 'Showing the panel hides nothing.',
      owner: ` of ${panelLabel(form, index)}`,
    })),
  ];
  return targets.flatMap(({ node, attribute, what, fallback, owner }) => {
    const selector = attr(node, attribute);
    const id = selectorId(selector);
    if (id === null || ids.has(id)) return [];
    return [
      finding(
        'missing-target',
        'warning',
        form.element,
        {
          problem: `${attribute} ${quote(selector!.trim())}${owner} matches nothing on the page: no element has id ${quote(id)}.`,
          fallback,
          fix: `Give the element to ${what} id=${quote(id)}, or name one that exists.`,
        },
        { node, attribute },
      ),
    ];
  });
}

/** `[data-scroll-to="#id"]` (widgets' scroll-to): its target must be on the page, else the click is left alone. */
function scrollToFindings(node: AuthorNode, page: PageModel): Finding[] {
  const raw = attr(node, 'data-scroll-to')!;
  // The behaviour's own reading of it (widgets core/rules.ts): '#id' or a bare id, URL-decoded.
  const target = scrollTarget(raw);
  const where = { attribute: 'data-scroll-to' };
  const leftAlone = 'A click on it is left alone (a link still follows its href) and the page reports it.';
  if ('error' in target)
    return [
      finding(
        'malformed-value',
        'error',
        node,
        {
          problem: `data-scroll-to ${quote(raw)} is not a target like "#pricing".`,
          fallback: leftAlone,
          fix: 'Write "#" and the id of the element to scroll to.',
        },
        where,
      ),
    ];
  if (pageIds(page).has(target.id)) return [];
  return [
    finding(
      'missing-target',
      'error',
      node,
      {
        problem: `data-scroll-to ${quote(raw)} names no element of the page: no id ${quote(target.id)}.`,
        fallback: leftAlone,
        fix: `Give the element to scroll to id=${quote(target.id)}, or name an id the page has.`,
      },
      where,
    ),
  ];
}

/** The rules of one `vt-*` element: its attributes, and for a lead form its panels and flow. */
function elementFindings(node: AuthorNode, page: PageModel): Finding[] {
  const found = checkAttributes(node);
  if (!elementDefinition(node.tag)) return found;
  found.push(...duplicateElementId(node, page), ...metaFindings(node, page));
  if (node.tag === 'vt-lead-wizard') {
    const form = readLeadForm(node);
    // Without a <form> the element enhances nothing (it reports it): there are no panels to check.
    if (form.form)
      found.push(
        ...panelFindings(form),
        ...fieldFindings(form),
        ...actionFindings(form, found),
        ...pathFindings(form),
        ...replaceFindings(form, page),
      );
  }
  return found;
}

function checkTree(top: AuthorNode, page: PageModel): Finding[] {
  const order = new Map<AuthorNode, number>();
  const found: Finding[] = [];
  for (const node of subtree(top)) {
    order.set(node, order.size);
    if (node.tag.startsWith('vt-')) found.push(...elementFindings(node, page));
    if (attr(node, 'data-scroll-to') !== null) found.push(...scrollToFindings(node, page));
  }
  // Document order of the node each is on (stable: an element's own findings keep their order).
  const at = (f: Finding) => order.get(f.node ?? f.element) ?? 0;
  return found
    .map((f, i) => ({ f, i }))
    .sort((a, b) => at(a.f) - at(b.f) || a.i - b.i)
    .map(({ f }) => f);
}

/** Every finding of the page, in document order. */
export function checkPage(page: PageModel): Finding[] {
  return checkTree(page.root, page);
}

/** The findings of one element and its content (the embed builder checks what it builds), in document order. */
export function checkElement(node: AuthorNode, page: PageModel): Finding[] {
  return checkTree(node, page);
}
