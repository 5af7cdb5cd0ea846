/**
 * Author mode's notices (issue 41): each element with findings gets one, right after it, and the
 * findings with no element on the page (a missing meta tag) one at the top of <body>. A notice is
 * a labelled region listing each problem, what the element does instead and the fix, with a
 * Dismiss button. Built with createElement and textContent only (pages enforcing Trusted Types).
 */
import { addStyles } from '@vt-elements/core';
import type { AuthorNode, Finding } from '../core/model';
import { NOTICE_CLASS } from './read-page';

const C = NOTICE_CLASS;

/**
 * Zero-specificity rules, as the elements' own, added once. Colours meet WCAG AA in light and dark
 * (text 14:1 or more, the severities and the focus ring 5.5:1 or more on the notice's background).
 */
export const NOTICE_STYLES: readonly string[] = [
  `:where(.${C}){--vt-author-bg:#fff8e5;--vt-author-fg:#1b1b1b;--vt-author-line:#8a5a00;--vt-author-error:#a4141c;--vt-author-warning:#7a4b00;--vt-author-code:#f3ead4;--vt-author-focus:#1a5fd0;display:block;box-sizing:border-box;max-inline-size:48rem;margin:.75rem 0;padding:.75rem 1rem;border:2px solid var(--vt-author-line);border-inline-start-width:.5rem;border-radius:.375rem;background:var(--vt-author-bg);color:var(--vt-author-fg);font:400 .875rem/1.5 system-ui,sans-serif;text-align:start}`,
  `@media (prefers-color-scheme:dark){:where(.${C}){--vt-author-bg:#2a2112;--vt-author-fg:#f3f3f3;--vt-author-line:#f0b429;--vt-author-error:#ff9b9b;--vt-author-warning:#ffd27a;--vt-author-code:#3d3323;--vt-author-focus:#8ab4ff}}`,
  `:where(.${C}__title){margin:0 0 .5rem;font-weight:700}`,
  `:where(.${C}__list){margin:0 0 .75rem;padding-inline-start:1.25rem}`,
  `:where(.${C}__finding)+:where(.${C}__finding){margin-block-start:.5rem}`,
  `:where(.${C}__finding p){margin:0;color:inherit}`,
  `:where(.${C}__severity--error){color:var(--vt-author-error)}`,
  `:where(.${C}__severity--warning){color:var(--vt-author-warning)}`,
  `:where(.${C} code){padding:0 .25em;border-radius:.25rem;background:var(--vt-author-code);color:inherit;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}`,
  `:where(.${C}__dismiss){padding:.25rem .75rem;border:2px solid var(--vt-author-fg);border-radius:.25rem;background:var(--vt-author-fg);color:var(--vt-author-bg);font:inherit;font-weight:600;cursor:pointer}`,
  `:where(.${C}:focus-visible,.${C} :focus-visible){outline:3px solid var(--vt-author-focus);outline-offset:2px}`,
];

/** What a notice is about: an element of the page, or the page itself. */
type Subject = Element | Document;

interface Shown {
  notice: HTMLElement;
  /** The findings' texts: a check that finds the same keeps the notice (and the focus in it). */
  signature: string;
}

export interface Notices {
  /** Shows these findings: a notice per element, kept when unchanged, removed when it has none left. */
  show(findings: readonly Finding[]): void;
  /** Removes every notice. */
  clear(): void;
}

let count = 0;

export function createNotices(doc: Document): Notices {
  const shown = new Map<Subject, Shown>();
  /** What was dismissed, with the findings it had then: the same findings stay dismissed. */
  const dismissed = new WeakMap<Subject, string>();

  function show(findings: readonly Finding[]): void {
    const groups = new Map<Subject, Finding[]>();
    for (const finding of findings) {
      const subject = subjectOf(finding.element, doc);
      groups.set(subject, [...(groups.get(subject) ?? []), finding]);
    }
    for (const [subject, { notice }] of shown)
      if (!groups.has(subject)) {
        notice.remove();
        shown.delete(subject);
      }
    if (groups.size) addStyles(doc, 'vt-author', NOTICE_STYLES);
    // The page's notice first, then in the elements' order: each goes after those already there.
    for (const [subject, group] of [...groups].sort(([a], [b]) => (a === doc ? -1 : b === doc ? 1 : before(a as Element, b as Element)))) {
      const signature = JSON.stringify(
        group.map((f) => [f.severity, f.attribute, f.problem, f.fallback, f.fix, f.node && describeNode(f.node)]),
      );
      const current = shown.get(subject);
      if (dismissed.get(subject) === signature || (current?.signature === signature && current.notice.isConnected)) continue;
      const notice = build(doc, subject, group, () => dismiss(subject));
      if (current?.notice.isConnected) {
        const hadFocus = current.notice.contains(doc.activeElement);
        current.notice.replaceWith(notice);
        if (hadFocus) notice.focus();
      } else place(doc, subject, notice);
      shown.set(subject, { notice, signature });
    }
  }

  function dismiss(subject: Subject): void {
    const entry = shown.get(subject);
    if (!entry) return;
    const { notice, signature } = entry;
    const hadFocus = notice.contains(doc.activeElement);
    // The next notice, else the one before, else what this one was about: never lost to <body>.
    const all = [...doc.querySelectorAll<HTMLElement>(`.${C}`)];
    const at = all.indexOf(notice);
    const other = all[at + 1] ?? all[at - 1];
    notice.remove();
    shown.delete(subject);
    dismissed.set(subject, signature);
    const next = other ?? (subject === doc ? (doc.querySelector('main,h1') ?? doc.body.firstElementChild) : anchorOf(subject as Element));
    if (hadFocus && next) focus(next as HTMLElement);
  }

  return {
    show,
    clear() {
      for (const { notice } of shown.values()) notice.remove();
      shown.clear();
    },
  };
}

/** The element a finding is about, or the page when it has none there (the root, the head, a meta tag). */
function subjectOf(node: AuthorNode, doc: Document): Subject {
  const ref = node.ref as Node | undefined;
  const el = ref?.nodeType === 1 ? (ref as Element) : null;
  return el?.isConnected && doc.body?.contains(el) && el !== doc.body ? el : doc;
}

/** Where an element's notice goes: after the outermost vt- element holding it (elements own their content). */
function anchorOf(el: Element): Element {
  let anchor = el;
  for (let up = el.parentElement; up; up = up.parentElement) if (up.localName.startsWith('vt-')) anchor = up;
  return anchor;
}

function place(doc: Document, subject: Subject, notice: HTMLElement): void {
  if (subject === doc) {
    let first = doc.body.firstElementChild;
    while (first?.classList.contains(C)) first = first.nextElementSibling;
    doc.body.insertBefore(notice, first);
    return;
  }
  let after = anchorOf(subject as Element);
  while (after.nextElementSibling?.classList.contains(C)) after = after.nextElementSibling;
  after.after(notice);
}

const before = (a: Element, b: Element): number => (a.compareDocumentPosition(b) & 4 ? -1 : 1);

/** Focuses an element, making it focusable by script for that moment when it is not (a vt- element). */
function focus(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  el.focus();
}

function make<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, part?: string, text?: string): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  if (part !== undefined) el.className = part ? `${C}__${part}` : C;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** `<vt-lead-wizard id="signup">`, and which one when the page has several that read the same (no id, or one id twice). */
export function describeSubject(subject: Subject): string {
  if (subject.nodeType === 9) return 'this page';
  const el = subject as Element;
  const id = el.getAttribute('id');
  const tag = `<${el.localName}${id ? ` id="${id}"` : ''}>`;
  const all = [...el.ownerDocument.getElementsByTagName(el.localName)].filter((other) => other.getAttribute('id') === id);
  return all.length > 1 ? `${tag} (${all.indexOf(el) + 1} of ${all.length})` : tag;
}

/** The node a finding is on, when not the element itself: `<div data-id="who">`. */
function describeNode(node: AuthorNode): string {
  const [name, value] = ['id', 'data-id', 'name', 'data-panel-type'].map((key) => [key, node.attributes[key]]).find(([, v]) => v) ?? [];
  return `<${node.tag}${name ? ` ${name}="${value}"` : ''}>`;
}

function build(doc: Document, subject: Subject, findings: readonly Finding[], onDismiss: () => void): HTMLElement {
  const id = `${C}-${++count}`;
  const notice = make(doc, 'section', '');
  notice.setAttribute('aria-labelledby', `${id}-title`);
  // Its texts are English, whatever the page's language; focusable by script (see dismiss()).
  notice.lang = 'en';
  notice.tabIndex = -1;
  const n = findings.length;
  const title = make(doc, 'p', 'title', `Author check: ${describeSubject(subject)}: ${n} ${n === 1 ? 'problem' : 'problems'}`);
  title.id = `${id}-title`;
  const list = make(doc, 'ul', 'list');
  for (const finding of findings) list.append(item(doc, finding, subject));
  const button = make(doc, 'button', 'dismiss', 'Dismiss');
  button.type = 'button';
  button.setAttribute('aria-describedby', title.id);
  button.addEventListener('click', onDismiss);
  notice.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
    }
  });
  notice.append(title, list, button);
  return notice;
}

function item(doc: Document, finding: Finding, subject: Subject): HTMLLIElement {
  const li = make(doc, 'li', 'finding');
  const problem = make(doc, 'p', 'problem');
  const severity = finding.severity === 'error' ? 'Error' : 'Warning';
  problem.append(make(doc, 'strong', `severity ${C}__severity--${finding.severity}`, `${severity}:`), ' ');
  const { attribute } = finding;
  const at = attribute ? finding.problem.indexOf(attribute) : -1;
  // The attribute in <code> where the problem names it, else on the line that says where.
  if (at < 0) problem.append(finding.problem);
  else problem.append(finding.problem.slice(0, at), code(doc, attribute!), finding.problem.slice(at + attribute!.length));
  li.append(problem);
  const where: (string | Node)[] = [];
  if (finding.node && finding.node.ref !== subject) where.push(code(doc, describeNode(finding.node)));
  if (attribute && at < 0) where.push(where.length ? ', attribute ' : 'attribute ', code(doc, attribute));
  if (where.length) {
    const line = make(doc, 'p', 'where', 'Where: ');
    line.append(...where);
    li.append(line);
  }
  if (finding.fallback) li.append(make(doc, 'p', 'fallback', `Instead: ${finding.fallback}`));
  if (finding.fix) li.append(make(doc, 'p', 'fix', `Fix: ${finding.fix}`));
  return li;
}

const code = (doc: Document, text: string) => make(doc, 'code', undefined, text);
