import { readFileSync } from 'node:fs';
import { expectConsoleError } from '../../../../tests/support/console';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureReports } from '@vt-elements/core/testing';
import type { AuthorNode, Finding, PageModel } from '../core/model';
import { watchPage, type Checker } from './watch-page';

/**
 * Author mode in the page (issue 41) with a fake checker: a finding for each `data-bad` attribute
 * (on the vt- element holding it; on the page when it is on <html>), so the notices, their place
 * and their life are tested apart from the rules.
 */
const reported = captureReports();
const pages: PageModel[] = [];
const fakeCheck: Checker = (page) => {
  pages.push(page);
  const findings: Finding[] = [];
  const walk = (node: AuthorNode, element: AuthorNode | undefined) => {
    const el = node.tag.startsWith('vt-') ? node : element;
    const bad = node.attributes['data-bad'];
    if (bad !== undefined)
      findings.push({
        severity: bad === 'warn' ? 'warning' : 'error',
        kind: 'enum-value',
        element: el ?? node,
        ...(el && el !== node ? { node } : {}),
        attribute: 'data-bad',
        problem: `data-bad "${bad}" is not a value`,
        fallback: 'it uses "good"',
        fix: 'Use "good".',
      });
    for (const child of node.children) walk(child, el);
  };
  walk(page.root, undefined);
  return findings;
};

let stops: (() => void)[] = [];
const start = (check: Checker = fakeCheck) => {
  const stop = watchPage(document, check);
  stops.push(stop);
  return stop;
};
const notices = () => [...document.querySelectorAll<HTMLElement>('.vt-author-notice')];
/** A notice's accessible name: the text of what labels it. */
const nameOf = (notice: HTMLElement) => document.getElementById(notice.getAttribute('aria-labelledby')!)!.textContent;
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  pages.length = 0;
  document.documentElement.removeAttribute('data-bad');
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('author mode notices (issue 41)', () => {
  it('shows one notice per element with findings, right after it: a labelled region listing each problem, what happens instead, the fix', () => {
    document.body.innerHTML = `<main><vt-lead-wizard id="signup" data-bad="x"><form><div data-panel-type="form" data-id="who" data-bad="warn"></div></form></vt-lead-wizard>
      <p>Between</p><vt-cart-badge></vt-cart-badge><vt-cart-badge data-bad="y"></vt-cart-badge></main>`;
    start();
    const [wizard, badge] = notices();
    expect(notices()).toHaveLength(2);
    expect(document.querySelector('vt-lead-wizard')!.nextElementSibling).toBe(wizard);
    expect(document.querySelectorAll('vt-cart-badge')[1]!.nextElementSibling).toBe(badge);
    expect(wizard!.localName).toBe('section');
    expect(wizard!.lang).toBe('en');
    expect(nameOf(wizard!)).toBe('Author check: <vt-lead-wizard id="signup">: 2 problems');
    expect(nameOf(badge!)).toBe('Author check: <vt-cart-badge> (2 of 2): 1 problem');
    const items = [...wizard!.querySelectorAll('li')].map((li) => [...li.querySelectorAll('p')].map((p) => p.textContent));
    expect(items).toEqual([
      ['Error: data-bad "x" is not a value', 'Instead: it uses "good"', 'Fix: Use "good".'],
      ['Warning: data-bad "warn" is not a value', 'Where: <div data-id="who">', 'Instead: it uses "good"', 'Fix: Use "good".'],
    ]);
    expect([...wizard!.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['data-bad', 'data-bad', '<div data-id="who">']);
    const button = wizard!.querySelector('button')!;
    expect([button.textContent, button.type, button.getAttribute('aria-describedby')]).toEqual([
      'Dismiss',
      'button',
      wizard!.getAttribute('aria-labelledby'),
    ]);
    expect(reported).toEqual([]);
  });

  it('puts the notice of an element inside another vt- element after the outer one (elements own their content)', () => {
    document.body.innerHTML =
      '<vt-site-nav><nav><ul><li><vt-cart-badge data-bad="x"></vt-cart-badge></li></ul></nav></vt-site-nav><p>After</p>';
    start();
    expect(document.querySelector('li')!.children).toHaveLength(1);
    expect(document.querySelector('vt-site-nav')!.nextElementSibling).toBe(notices()[0]);
    expect(nameOf(notices()[0]!)).toBe('Author check: <vt-cart-badge>: 1 problem');
  });

  it('shows the findings with no element on the page in one notice at the top of the body', () => {
    document.documentElement.setAttribute('data-bad', 'meta');
    document.body.innerHTML = '<header>Site</header><vt-cart-badge data-bad="x"></vt-cart-badge>';
    start();
    expect(document.body.firstElementChild).toBe(notices()[0]);
    expect(notices().map(nameOf)).toEqual(['Author check: this page: 1 problem', 'Author check: <vt-cart-badge>: 1 problem']);
  });

  it('names the attribute in <code> where the problem does, else on the line that says where', () => {
    document.body.innerHTML = '<vt-lead-wizard><div data-panel-type="form"></div></vt-lead-wizard>';
    const panel = (page: PageModel) => page.root.children[1]!.children[0]!;
    start((page) => [
      {
        severity: 'warning',
        kind: 'panel-without-id',
        element: panel(page),
        node: panel(page).children[0]!,
        attribute: 'data-id',
        problem: 'The 1st panel has no id.',
        fallback: 'It calls it "panel-0".',
        fix: '',
      },
    ]);
    const li = notices()[0]!.querySelector('li')!;
    expect([...li.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Warning: The 1st panel has no id.',
      'Where: <div data-panel-type="form">, attribute data-id',
      'Instead: It calls it "panel-0".',
    ]);
    expect([...li.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['<div data-panel-type="form">', 'data-id']);
  });

  it('tells apart notices of elements that read the same (no id, or one id twice)', () => {
    document.body.innerHTML =
      '<vt-modal id="m" data-bad="1"></vt-modal><vt-modal id="m" data-bad="2"></vt-modal><vt-modal id="other" data-bad="3"></vt-modal><vt-modal data-bad="4"></vt-modal>';
    start();
    expect(notices().map(nameOf)).toEqual([
      'Author check: <vt-modal id="m"> (1 of 2): 1 problem',
      'Author check: <vt-modal id="m"> (2 of 2): 1 problem',
      'Author check: <vt-modal id="other">: 1 problem',
      'Author check: <vt-modal>: 1 problem',
    ]);
  });

  it('renders nothing, and adds no CSS, when the checker finds nothing', () => {
    document.body.innerHTML = '<vt-cart-badge></vt-cart-badge><p>Text</p>';
    const html = document.body.innerHTML;
    const sheets = document.adoptedStyleSheets.length;
    const styles = document.querySelectorAll('style').length;
    start();
    expect(document.body.innerHTML).toBe(html);
    expect([document.adoptedStyleSheets.length, document.querySelectorAll('style').length]).toEqual([sheets, styles]);
    expect(pages).toHaveLength(1);
  });

  it('gives the checker the page as read, with the live elements', () => {
    document.body.innerHTML = '<vt-cart-badge data-href="/Cart"></vt-cart-badge>';
    start();
    const body = pages[0]!.root.children.find((child) => child.tag === 'body')!;
    expect(body.children[0]).toMatchObject({
      tag: 'vt-cart-badge',
      attributes: { 'data-href': '/Cart' },
      ref: document.querySelector('vt-cart-badge'),
    });
  });

  it('reports a checker that throws, and shows nothing', () => {
    expectConsoleError('[vt-elements] vt-author-mode: rule broke');
    document.body.innerHTML = '<vt-cart-badge data-bad="x"></vt-cart-badge>';
    start(() => {
      throw new Error('rule broke');
    });
    expect(notices()).toEqual([]);
    expect(reported).toEqual(['rule broke']);
  });
});

describe('dismissing a notice (keyboard: a real button, or Escape)', () => {
  const page = () => {
    document.body.innerHTML =
      '<main><h1>Page</h1><vt-cart-badge id="a" data-bad="1"></vt-cart-badge><vt-cart-badge id="b" data-bad="2"></vt-cart-badge><vt-cart-badge id="c" data-bad="3"></vt-cart-badge></main>';
    start();
    return notices();
  };

  it('removes it and moves the focus to the next notice, else the one before', () => {
    const [a, b, c] = page();
    b!.querySelector('button')!.focus();
    b!.querySelector('button')!.click();
    expect(b!.isConnected).toBe(false);
    expect(document.activeElement).toBe(c);
    c!.querySelector('button')!.focus();
    c!.querySelector('button')!.click();
    expect(document.activeElement).toBe(a);
    expect(notices()).toEqual([a]);
  });

  it('the last notice gives the focus to the element it was about (focusable for that moment only)', () => {
    document.body.innerHTML = '<main><vt-cart-badge data-bad="1"></vt-cart-badge><button id="next">Next</button></main>';
    start();
    const badge = document.querySelector<HTMLElement>('vt-cart-badge')!;
    notices()[0]!.querySelector('button')!.focus();
    notices()[0]!.querySelector('button')!.click();
    expect(notices()).toEqual([]);
    expect(document.activeElement).toBe(badge);
    expect(badge.getAttribute('tabindex')).toBe('-1');
    document.getElementById('next')!.focus();
    expect(badge.hasAttribute('tabindex')).toBe(false);
  });

  it('Escape inside a notice dismisses it', () => {
    const [a, b] = page();
    a!.querySelector('button')!.focus();
    a!.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(a!.isConnected).toBe(false);
    expect(document.activeElement).toBe(b);
  });

  it('leaves the focus where it is when it was not in the notice; a dismissed notice stays dismissed at the next check', async () => {
    const [a] = page();
    const heading = document.querySelector('h1')!;
    heading.tabIndex = -1;
    heading.focus();
    a!.querySelector('button')!.click();
    expect(document.activeElement).toBe(heading);
    // A later check (an element added) finds the same on #a: no notice for it again.
    document.querySelector('main')!.append(document.createElement('vt-modal'));
    await observed();
    expect(pages).toHaveLength(2);
    expect(notices().map(nameOf)).toEqual([
      'Author check: <vt-cart-badge id="b">: 1 problem',
      'Author check: <vt-cart-badge id="c">: 1 problem',
    ]);
  });
});

describe('elements added and removed later (a single-page app)', () => {
  it('checks a vt- element added later and shows its notice; its removal takes the notice away', async () => {
    document.body.innerHTML = '<ul><li id="slot"></li></ul><vt-cart-badge id="first" data-bad="1"></vt-cart-badge>';
    start();
    expect(notices()).toHaveLength(1);
    const slot = document.getElementById('slot')!;
    slot.innerHTML = '<vt-cart-badge id="later" data-bad="2"></vt-cart-badge>';
    await observed();
    expect(notices().map(nameOf)).toEqual([
      'Author check: <vt-cart-badge id="later">: 1 problem',
      'Author check: <vt-cart-badge id="first">: 1 problem',
    ]);
    expect(slot.lastElementChild).toBe(notices()[0]);
    // In its place in the page read, before #first.
    const body = pages.at(-1)!.root.children.find((child) => child.tag === 'body')!;
    expect(body.children.map((child) => child.attributes.id ?? child.tag)).toEqual(['ul', 'first']);
    expect(body.children[0]!.children[0]!.children[0]!.attributes.id).toBe('later');

    slot.innerHTML = '';
    await observed();
    expect(notices().map(nameOf)).toEqual(['Author check: <vt-cart-badge id="first">: 1 problem']);
    expect(JSON.stringify(pages.at(-1)!.root, (key, value) => (key === 'ref' ? undefined : value))).not.toContain('later');
  });

  it('keeps the page as first read when an element changes its own content, and never reads the notices', async () => {
    document.body.innerHTML = '<vt-course-card data-bad="1"><p>Card</p></vt-course-card>';
    start();
    const card = document.querySelector('vt-course-card')!;
    const root = document.createElement('span');
    root.setAttribute('data-vt-root', '');
    root.innerHTML = '<vt-course-card data-bad="inside"></vt-course-card>';
    card.append(root);
    await observed();
    // Nothing to read in what the element added: no new check, one notice.
    expect(pages).toHaveLength(1);
    expect(notices()).toHaveLength(1);
    // A move is no removal: the notice stays, the page read too.
    document.body.prepend(card);
    await observed();
    expect(notices()).toHaveLength(1);
    const body = pages.at(-1)!.root.children.find((child) => child.tag === 'body')!;
    expect(body.children.map((child) => child.tag)).toEqual(['vt-course-card']);
    expect(body.children[0]!.children.map((child) => child.tag)).toEqual(['p']);
  });

  it('stop() disconnects the observer and removes the notices', async () => {
    document.body.innerHTML = '<vt-cart-badge data-bad="1"></vt-cart-badge>';
    const stop = start();
    stop();
    expect(notices()).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<vt-cart-badge data-bad="2"></vt-cart-badge>');
    await observed();
    expect(notices()).toEqual([]);
    expect(pages).toHaveLength(1);
  });
});

it('builds the notices with createElement and textContent only (pages enforcing Trusted Types)', () => {
  for (const file of ['./notices.ts', './watch-page.ts', './read-page.ts', '../author-mode.ts'])
    expect(readFileSync(new URL(file, import.meta.url), 'utf8'), file).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write/,
    );
});
