import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { captureReports } from './testing';
import { PlainElement } from './plain-element';
import type { Config } from './attributes';

/**
 * The base of every plain element (issue 31): set-up once the content is parsed, a move keeps it
 * running, a removal stops it a task later (the React path's rule, core/lifecycle.ts), attributes
 * read and reported in the React path's words, texts, styles once, a failing set-up reported.
 */
const log: string[] = [];
const TABLES = { en: { hello: 'Hello' }, es: { hello: 'Hola' } };

const TEST_RUNTIME = {
  tag: 'vt-plain-test',
  attributes: { 'data-count': { type: 'number', default: 3 }, 'data-label': { type: 'string' }, 'data-texts': { type: 'json' } },
} as const;

class TestElement extends PlainElement<Config<typeof TEST_RUNTIME>> {
  static override definition = TEST_RUNTIME;
  /** What update() was called with, when a test records it instead of the default. */
  static updates: string[][] | null = null;
  static override styles = ':where(vt-plain-test){display:block}';
  static override markReady = true;
  static fail = false;

  protected setUp(): () => void {
    if (TestElement.fail) throw new Error('broken content');
    // Typed: config.count is a number (its default), config.label a string or null.
    const count: number = this.config.count;
    log.push(
      `set up ${this.childElementCount} ${count} ${this.readTexts(TABLES).hello}${this.config.label ? ` ${this.config.label}` : ''}`,
    );
    return () => log.push('stopped');
  }

  protected override update(changed: ReadonlySet<string>): void {
    if (TestElement.updates) TestElement.updates.push([...changed].sort());
    else super.update(changed);
  }
}
TestElement.define();

class EagerElement extends PlainElement {
  static override definition = { tag: 'vt-plain-eager', attributes: {} } as const;
  static override eager = true;
  protected setUp(): void {
    log.push(`eager ${this.childElementCount}`);
  }
}
EagerElement.define();

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PlainElement', () => {
  const reported = captureReports();
  beforeEach(() => {
    log.length = 0;
  });
  afterEach(async () => {
    document.body.replaceChildren();
    // The removed elements stop a task later: before the next test's log.
    await nextTask();
    vi.restoreAllMocks();
    TestElement.fail = false;
  });

  it('sets up once its content is there, with its attributes, texts, data-ready and its CSS added once', async () => {
    document.body.innerHTML =
      '<div lang="es"><vt-plain-test data-count="5"><p>a</p><p>b</p></vt-plain-test></div><vt-plain-test data-texts=\'{"hello":"Hi"}\'></vt-plain-test>';
    expect(log).toEqual([]);
    await Promise.resolve();
    expect(log).toEqual(['set up 2 5 Hola', 'set up 0 3 Hi']);
    expect([...document.querySelectorAll('vt-plain-test')].every((el) => el.hasAttribute('data-ready'))).toBe(true);
    expect(document.adoptedStyleSheets.filter((sheet) => sheet.cssRules[0]?.cssText.includes('vt-plain-test'))).toHaveLength(1);
  });

  it('a malformed attribute is reported in the words of every element, and its default used', async () => {
    expectConsoleError('[vt-elements] vt-plain-test: <vt-plain-test> data-count: expected a number, got "lots"; using the default.');
    document.body.innerHTML = '<vt-plain-test data-count="lots"></vt-plain-test>';
    await Promise.resolve();
    expect(log).toEqual(['set up 0 3 Hello']);
    expect(reported).toEqual(['<vt-plain-test> data-count: expected a number, got "lots"; using the default.']);
  });

  it('a move, even one finished in a later microtask, keeps it running; a removal stops it a task later', async () => {
    document.body.innerHTML = '<section></section><vt-plain-test></vt-plain-test>';
    await Promise.resolve();
    const el = document.querySelector('vt-plain-test')!;
    document.querySelector('section')!.append(el);
    el.remove();
    await Promise.resolve();
    document.body.append(el);
    await nextTask();
    expect(log).toEqual(['set up 0 3 Hello']);
    expect(el.hasAttribute('data-ready')).toBe(true);
    el.remove();
    expect(log).toEqual(['set up 0 3 Hello']);
    await nextTask();
    expect(log).toEqual(['set up 0 3 Hello', 'stopped']);
    expect(el.hasAttribute('data-ready')).toBe(false);
    // Back in the page after a removal: a fresh start.
    document.body.append(el);
    await Promise.resolve();
    expect(log).toEqual(['set up 0 3 Hello', 'stopped', 'set up 0 3 Hello']);
  });

  it('a set-up that throws is reported and leaves the content as it was; it is tried again when put back', async () => {
    expectConsoleError('[vt-elements] vt-plain-test: broken content');
    TestElement.fail = true;
    document.body.innerHTML = '<vt-plain-test><p>kept</p></vt-plain-test>';
    await Promise.resolve();
    const el = document.querySelector('vt-plain-test')!;
    expect(reported).toEqual(['broken content']);
    expect(el.hasAttribute('data-ready')).toBe(false);
    expect(el.innerHTML).toBe('<p>kept</p>');
    TestElement.fail = false;
    el.remove();
    document.body.append(el);
    await Promise.resolve();
    expect(log).toEqual(['set up 1 3 Hello']);
  });

  describe('attributes after start (issue 39)', () => {
    it('a change after set-up applies: by default the element is set up again with the new config', async () => {
      document.body.innerHTML = '<vt-plain-test data-count="2"></vt-plain-test>';
      await Promise.resolve();
      const el = document.querySelector('vt-plain-test')!;
      el.setAttribute('data-count', '7');
      await Promise.resolve();
      expect(log).toEqual(['set up 0 2 Hello', 'stopped', 'set up 0 7 Hello']);
      // Through the property (it sets the attribute) the same.
      (el as unknown as { count: number }).count = 9;
      await Promise.resolve();
      expect(log.at(-1)).toBe('set up 0 9 Hello');
    });

    it('ten changes in one task update once, naming the attributes whose value changed', async () => {
      document.body.innerHTML = '<vt-plain-test></vt-plain-test>';
      await Promise.resolve();
      TestElement.updates = [];
      try {
        const el = document.querySelector('vt-plain-test')!;
        for (let i = 1; i <= 8; i++) el.setAttribute('data-count', String(i));
        el.setAttribute('data-label', 'Reviews');
        el.setAttribute('data-texts', '{"hello":"Hi"}');
        await Promise.resolve();
        expect(TestElement.updates).toEqual([['data-count', 'data-label', 'data-texts']]);
        // Set back to what it was: nothing changed, no update.
        el.setAttribute('data-count', '8');
        el.setAttribute('data-count', '8 ');
        await Promise.resolve();
        expect(TestElement.updates).toHaveLength(1);
      } finally {
        TestElement.updates = null;
      }
    });

    it('a malformed new value is reported once and the last good value kept', async () => {
      expectConsoleError(
        '[vt-elements] vt-plain-test: <vt-plain-test> data-count: expected a number, got "lots"; keeping its last good value.',
      );
      document.body.innerHTML = '<vt-plain-test data-count="4"></vt-plain-test>';
      await Promise.resolve();
      const el = document.querySelector('vt-plain-test')!;
      el.setAttribute('data-count', 'lots');
      await Promise.resolve();
      expect(reported).toEqual(['<vt-plain-test> data-count: expected a number, got "lots"; keeping its last good value.']);
      expect(log).toEqual(['set up 0 4 Hello']);
      el.setAttribute('data-label', 'x');
      await Promise.resolve();
      expect(log.at(-1)).toBe('set up 0 4 Hello x');
      expect(reported).toHaveLength(1);
    });

    it('a set-up that throws after a change is reported; correcting the attribute sets it up again', async () => {
      expectConsoleError('[vt-elements] vt-plain-test: broken content');
      document.body.innerHTML = '<vt-plain-test data-count="2"></vt-plain-test>';
      await Promise.resolve();
      const el = document.querySelector('vt-plain-test')!;
      TestElement.fail = true;
      el.setAttribute('data-count', '3');
      await Promise.resolve();
      expect(reported).toEqual(['broken content']);
      TestElement.fail = false;
      el.setAttribute('data-count', '4');
      await Promise.resolve();
      expect(log).toEqual(['set up 0 2 Hello', 'stopped', 'set up 0 4 Hello']);
    });

    it('changes before set-up or after removal are read at the next set-up, not applied twice', async () => {
      document.body.innerHTML = '<vt-plain-test></vt-plain-test>';
      const el = document.querySelector('vt-plain-test')!;
      el.setAttribute('data-count', '6');
      await Promise.resolve();
      expect(log).toEqual(['set up 0 6 Hello']);
      el.remove();
      await nextTask();
      el.setAttribute('data-count', '1');
      document.body.append(el);
      await Promise.resolve();
      expect(log).toEqual(['set up 0 6 Hello', 'stopped', 'set up 0 1 Hello']);
    });
  });

  it('an eager element sets up as soon as it is connected', () => {
    document.body.innerHTML = '<vt-plain-eager></vt-plain-eager>';
    expect(log).toEqual(['eager 0']);
  });
});
