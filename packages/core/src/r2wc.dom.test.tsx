import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { reactHostClass } from './r2wc';

/**
 * What createElementClass relies on from r2wc, through its public API (issue 31): connect mounts
 * the view into the element's `container` as set after construction, renderView() renders the
 * current viewProps, disconnect unmounts (effects cleaned up). An r2wc release that changes any
 * of this fails here, not on a partner's page.
 */
const log: string[] = [];
function View({ label }: { label?: string }) {
  useEffect(() => {
    log.push('mount');
    return () => void log.push('unmount');
  }, []);
  return <b>{label}</b>;
}

const Host = reactHostClass(View as never);
customElements.define('vt-test-r2wc', Host);

const settle = async (check: () => boolean) => {
  const until = Date.now() + 5000;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

afterEach(() => {
  document.body.innerHTML = '';
  log.length = 0;
});

describe('the r2wc adapter', () => {
  it('mounts into the container on connect, renders viewProps again on renderView, unmounts on disconnect', async () => {
    const el = new Host();
    const root = document.createElement('span');
    el.append(document.createElement('i'), root);
    el.container = root;
    el.viewProps.label = 'one';
    expect(root.innerHTML).toBe('');

    document.body.append(el);
    // The effect runs after the commit that shows the text.
    await settle(() => root.innerHTML === '<b>one</b>' && log.length === 1);
    // The element's own light DOM is left alone: React owns the container only.
    expect(el.firstElementChild!.localName).toBe('i');
    expect(log).toEqual(['mount']);

    el.viewProps.label = 'two';
    el.renderView();
    await settle(() => root.innerHTML === '<b>two</b>');
    // No attribute is reflected: r2wc has no props list, the element owns its attributes.
    expect(el.getAttributeNames()).toEqual([]);

    el.remove();
    await settle(() => log.includes('unmount'));
    expect(root.innerHTML).toBe('');
    // Unmounted: renderView is a no-op until the element connects again.
    el.renderView();
    await new Promise((r) => setTimeout(r, 20));
    expect(root.innerHTML).toBe('');

    document.body.append(el);
    await settle(() => root.innerHTML === '<b>two</b>' && log.length === 3);
    expect(log).toEqual(['mount', 'unmount', 'mount']);
  });
});
