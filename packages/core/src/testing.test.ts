import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { reportError } from './errors';
import { captureReports } from './testing';

describe('captureReports: the messages reported during each test of its scope', () => {
  let captured: string[] = [];
  let first: string[] | undefined;
  beforeEach(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('a scope that captures', () => {
    const reported = captureReports();
    captured = reported;

    it('a report during a test is in the list', () => {
      expectConsoleError('[vt-elements] test: first failure', '[vt-elements] test: second failure');
      expect(reported).toEqual([]);
      reportError(new Error('first failure'), { source: 'test' });
      reportError('second failure', { source: 'test' });
      expect(reported).toEqual(['first failure', 'second failure']);
      first = reported;
    });

    it('the next test starts with an empty list: the same array, emptied', () => {
      expectConsoleError('[vt-elements] test: third failure');
      expect(reported).toBe(first);
      expect(reported).toEqual([]);
      reportError(new Error('third failure'), { source: 'test' });
      expect(reported).toEqual(['third failure']);
    });
  });

  it('after its scope, its reporter is removed: a later report is not collected', () => {
    expectConsoleError('[vt-elements] test: after the scope');
    expect(captured).toEqual(['third failure']);
    reportError(new Error('after the scope'), { source: 'test' });
    expect(captured).toEqual(['third failure']);
  });
});
