import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFlagSource } from '@vt-elements/core';
import { resetAnalytics } from '@vt-elements/core/testing';
import { watchFlaggedElements, FLAG_ON_ATTRIBUTE } from './flag-visibility';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function source(values: Record<string, unknown>) {
  const listeners = new Set<() => void>();
  return {
    values,
    change(next: Record<string, unknown>) {
      Object.assign(values, next);
      for (const l of listeners) l();
    },
    value: (key: string) => values[key],
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

describe('data-flag elements', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    resetAnalytics();
  });

  it('are off until the flag source is ready, then follow each flag', () => {
    document.body.innerHTML = '<a data-flag="show-sign-in">Sign in</a><p data-flag="banner">New</p>';
    stop = watchFlaggedElements(document);
    const [signIn, banner] = [...document.querySelectorAll('[data-flag]')];
    expect(signIn!.hasAttribute(FLAG_ON_ATTRIBUTE)).toBe(false);
    const flags = source({ 'show-sign-in': true, banner: false });
    setFlagSource(flags);
    expect(signIn!.hasAttribute(FLAG_ON_ATTRIBUTE)).toBe(true);
    expect(banner!.hasAttribute(FLAG_ON_ATTRIBUTE)).toBe(false);
    flags.change({ banner: true, 'show-sign-in': false });
    expect(signIn!.hasAttribute(FLAG_ON_ATTRIBUTE)).toBe(false);
    expect(banner!.hasAttribute(FLAG_ON_ATTRIBUTE)).toBe(true);
  });

  it('covers elements added later, with the current value at once', async () => {
    document.body.innerHTML = '<a data-flag="show-sign-in">Sign in</a>';
    stop = watchFlaggedElements(document);
    setFlagSource(source({ 'show-sign-in': true, later: true }));
    const added = document.createElement('div');
    added.innerHTML = '<span data-flag="show-sign-in">again</span><span data-flag="later">new key</span>';
    document.body.append(added);
    await tick();
    expect([...added.children].map((el) => el.hasAttribute(FLAG_ON_ATTRIBUTE))).toEqual([true, true]);
  });

  it('a flag that throws reads false', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<a data-flag="broken">x</a>';
    stop = watchFlaggedElements(document);
    setFlagSource({
      value: () => {
        throw new Error('boom');
      },
      subscribe: () => () => {},
    });
    expect(document.querySelector('a')!.hasAttribute(FLAG_ON_ATTRIBUTE)).toBe(false);
    expect(logged).toHaveBeenCalledWith('Error checking feature flag', 'broken', expect.any(Error));
    logged.mockRestore();
  });
});
