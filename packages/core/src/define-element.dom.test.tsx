import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { useEffect, useState } from 'react';
import { createElementClass, defineElement, type HostProps } from './define-element';
import { addErrorReporter } from './errors';

/** The element helper itself: moves keep state, removal cleans up, a failed view recovers. */
const log: string[] = [];

function Counter({ label, host }: { label?: string | null } & HostProps) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    log.push('mount');
    const tick = setInterval(() => log.push('tick'), 5);
    return () => {
      clearInterval(tick);
      log.push('unmount');
    };
  }, []);
  if (label === 'throw') throw new Error('view failed on purpose');
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)} data-host={host.localName}>
      {label} {clicks}
    </button>
  );
}

defineElement(
  'vt-test-counter',
  createElementClass({
    definition: { tag: 'vt-test-counter', attributes: { 'data-label': { type: 'string', default: 'count' } } },
    view: Counter,
  }),
);

const nextTask = () => new Promise((r) => setTimeout(r, 20));
/** Waits up to 5 s for a state: a loaded CI machine (browser tests beside these) can be slow, never wrong. */
const settle = async (check: () => boolean) => {
  const until = Date.now() + 5000;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

afterEach(async () => {
  document.body.innerHTML = '';
  await nextTask();
  log.length = 0;
  vi.restoreAllMocks();
});

describe('createElementClass (issue 9)', () => {
  it('a move to another parent in the same task keeps the React root and its state', async () => {
    document.body.innerHTML = '<div id="a"><vt-test-counter></vt-test-counter></div><div id="b"></div>';
    const el = document.querySelector('vt-test-counter')!;
    await settle(() => el.querySelector('button')?.textContent === 'count 0');
    el.querySelector('button')!.click();
    el.querySelector('button')!.click();
    await settle(() => el.querySelector('button')?.textContent === 'count 2');
    document.querySelector('#b')!.append(el);
    document.querySelector('#a')!.append(el);
    document.querySelector('#b')!.append(el);
    await nextTask();
    expect(el.parentElement!.id).toBe('b');
    expect(el.querySelector('button')!.textContent).toBe('count 2');
    expect(el.querySelectorAll('[data-vt-root]')).toHaveLength(1);
    expect(log.filter((l) => l !== 'tick')).toEqual(['mount']);
  });

  it('a real removal unmounts after the task: no timer keeps firing; adding it later starts afresh', async () => {
    document.body.innerHTML = '<vt-test-counter></vt-test-counter>';
    const el = document.querySelector('vt-test-counter')!;
    await settle(() => log.includes('tick'));
    el.remove();
    await nextTask();
    expect(log.filter((l) => l !== 'tick')).toEqual(['mount', 'unmount']);
    const ticks = log.length;
    await nextTask();
    expect(log.length).toBe(ticks);
    document.body.append(el);
    // The button shows in the commit; the effect that logs 'mount' runs after it.
    await settle(() => el.querySelector('button')?.textContent === 'count 0' && log.filter((l) => l === 'mount').length === 2);
    expect(log.filter((l) => l !== 'tick')).toEqual(['mount', 'unmount', 'mount']);
  });

  it('a view that failed renders nothing, is reported once, and comes back when an attribute changes', async () => {
    // React logs the error its root caught (its own format string), then ours names the element.
    expectConsoleError('%o\n\n%s\n\n%s\n', '[vt-elements] vt-test-counter: view failed on purpose');
    const seen: string[] = [];
    const remove = addErrorReporter((e, c) => seen.push(`${c.source}: ${e.message}`));
    document.body.innerHTML = '<vt-test-counter data-label="throw"></vt-test-counter>';
    const el = document.querySelector('vt-test-counter')!;
    await settle(() => seen.length > 0);
    expect(el.querySelector('button')).toBeNull();
    el.setAttribute('data-label', 'fixed');
    await settle(() => el.querySelector('button')?.textContent === 'fixed 0');
    remove();
    expect(seen).toEqual(['vt-test-counter: view failed on purpose']);
  });
});

describe('upgrade slices (issue 10: no long task of ours)', () => {
  it('mounts the first elements of a task at once and the rest in later tasks, in order, skipping removed ones', async () => {
    // Each mount "takes" 3 ms of a slice of UPGRADE_SLICE_MS (8): three fit in a task.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1.5));
    document.body.innerHTML = Array.from(
      { length: 10 },
      (_, i) => `<vt-test-counter id="c${i}" data-label="n${i}"></vt-test-counter>`,
    ).join('');
    const mounted = () =>
      [...document.querySelectorAll('vt-test-counter')].filter((el) => el.querySelector('[data-vt-root]')).map((el) => el.id);
    const first = mounted();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(10);
    expect(first).toEqual(Array.from({ length: first.length }, (_, i) => `c${i}`));
    // Removed while waiting: never mounted, nothing to clean up.
    document.querySelector('#c9')!.remove();
    await settle(() => mounted().length === 9);
    expect(mounted()).toEqual(Array.from({ length: 9 }, (_, i) => `c${i}`));
    vi.restoreAllMocks();
    // Buttons render in the commit, effects (the 'mount' log) run after it: wait for both.
    await settle(() => document.querySelectorAll('vt-test-counter button').length === 9 && log.filter((l) => l === 'mount').length >= 9);
    expect(log.filter((l) => l === 'mount')).toHaveLength(9);
  });

  it('an element waiting for its slice takes the latest attribute value when it mounts', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    document.body.innerHTML = '<vt-test-counter id="a"></vt-test-counter><vt-test-counter id="b" data-label="old"></vt-test-counter>';
    const b = document.querySelector('#b')!;
    expect(b.querySelector('[data-vt-root]')).toBeNull();
    b.setAttribute('data-label', 'new');
    vi.restoreAllMocks();
    await settle(() => b.querySelector('button')?.textContent === 'new 0');
  });
});
