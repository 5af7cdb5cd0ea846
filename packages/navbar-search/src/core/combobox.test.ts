import { describe, expect, it } from 'vitest';
import { initialState, optionsOf, reduce, sections, settled, statusOf, type Action, type SearchState } from './combobox';
import { subjectGroup, type Group } from './groups';
import { TEXTS } from './texts';

const run = (actions: Action[], from: SearchState = initialState()) => actions.reduce(reduce, from);
const subjects = (n: number, prefix = 'S'): Group[] => [
  subjectGroup(Array.from({ length: n }, (_, i) => ({ display_name: `${prefix}${i}`, short_name: `s${i}` }))),
];
const none: Group[] = [
  { key: 'topics', results: [], total: 0 },
  { key: 'items', results: [], total: 0 },
];
const view = (state: SearchState) => {
  const list = sections(state, TEXTS.en, `/classes/search?q=${state.query}`);
  return { list, status: statusOf(state, list), options: optionsOf(list) };
};

describe('search dropdown states (spec §4: closed, searching, results, no results, error)', () => {
  it('an empty (or blank) query is closed and searches nothing', () => {
    const state = run([{ type: 'input', value: '   ' }]);
    expect(state.query).toBe('');
    expect(view(state).status).toBe('closed');
    expect(settled(state)).toBe(false);
  });

  it('typing searches both sources for the trimmed, lowercased query', () => {
    const state = run([{ type: 'input', value: '  ALG ' }]);
    expect(state).toMatchObject({
      value: '  ALG ',
      query: 'alg',
      open: true,
      subjects: { status: 'loading' },
      engine: { status: 'loading' },
    });
    expect(view(state).status).toBe('searching');
  });

  it('results as soon as one source has some; settled when both have answered', () => {
    const partial = run([
      { type: 'input', value: 'alg' },
      { type: 'answer', source: 'subjects', query: 'alg', groups: subjects(2) },
    ]);
    expect(view(partial).status).toBe('results');
    expect(settled(partial)).toBe(false);
    const both = reduce(partial, { type: 'answer', source: 'engine', query: 'alg', groups: none });
    expect(settled(both)).toBe(true);
    expect(view(both).options.map((o) => o.text)).toEqual(['S0', 'S1']);
  });

  it('no results when both found nothing; error when both failed', () => {
    const empty = run([
      { type: 'input', value: 'zzz' },
      { type: 'answer', source: 'subjects', query: 'zzz', groups: subjects(0) },
      { type: 'answer', source: 'engine', query: 'zzz', groups: none },
    ]);
    expect(view(empty).status).toBe('empty');
    const failed = run([
      { type: 'input', value: 'x' },
      { type: 'fail', source: 'subjects', query: 'x' },
      { type: 'fail', source: 'engine', query: 'x' },
    ]);
    expect(view(failed).status).toBe('error');
  });

  it("a failing source keeps its place with the error, beside the other source's results", () => {
    const state = run([
      { type: 'input', value: 'math' },
      { type: 'fail', source: 'subjects', query: 'math' },
      {
        type: 'answer',
        source: 'engine',
        query: 'math',
        groups: [{ key: 'items', results: [{ type: 'item', text: 'C', href: '/c' }], total: 1 }],
      },
    ]);
    expect(view(state).status).toBe('results');
    expect(view(state).list.map((s) => [s.key, s.failed, s.header])).toEqual([
      ['subjects', true, 'Subjects'],
      ['items', false, 'Classes'],
    ]);
  });

  it('a setting changed after start (reload): both sources asked again for the same query; the open list and the value are kept until they answer', () => {
    const shown = run([
      { type: 'input', value: ' Alg' },
      { type: 'answer', source: 'subjects', query: 'alg', groups: subjects(2) },
      { type: 'fail', source: 'engine', query: 'alg' },
    ]);
    const reloaded = reduce(shown, { type: 'reload' });
    expect(reloaded).toMatchObject({ value: ' Alg', query: 'alg', open: true, subjects: { status: 'loading' }, engine: { status: 'loading' } });
    expect(view(reloaded).status).toBe('results');
    expect(view(reloaded).options.map((o) => o.text)).toEqual(['S0', 'S1']);
    expect(settled(reloaded)).toBe(false);
    // Before the reload an answer for the same query was dropped (the sources were done); now it is shown.
    expect(reduce(shown, { type: 'answer', source: 'subjects', query: 'alg', groups: subjects(1, 'new') })).toBe(shown);
    const answered = reduce(reloaded, { type: 'answer', source: 'subjects', query: 'alg', groups: subjects(1, 'new') });
    expect(view(answered).options.map((o) => o.text)).toEqual(['new0']);
    // Nothing to ask for without a query.
    const empty = initialState();
    expect(reduce(empty, { type: 'reload' })).toBe(empty);
  });

  it('a late answer to an older query never replaces the current one', () => {
    const state = run([
      { type: 'input', value: 'alg' },
      { type: 'input', value: 'algebra' },
      { type: 'answer', source: 'subjects', query: 'algebra', groups: subjects(1, 'algebra') },
      { type: 'answer', source: 'subjects', query: 'alg', groups: subjects(3, 'alg') },
      { type: 'fail', source: 'engine', query: 'alg' },
    ]);
    expect(view(state).options.map((o) => o.text)).toEqual(['algebra0']);
    expect(state.engine.status).toBe('loading');
  });
});

describe('keyboard (APG combobox)', () => {
  const ready = run([
    { type: 'input', value: 'alg' },
    { type: 'answer', source: 'subjects', query: 'alg', groups: subjects(3) },
    { type: 'answer', source: 'engine', query: 'alg', groups: none },
  ]);

  it('Down/Up move and wrap; Home/End go to the first/last', () => {
    const moves = (moves: ('next' | 'previous' | 'first' | 'last')[]) =>
      run(
        moves.map((move) => ({ type: 'move', move, count: 3 })),
        ready,
      ).active;
    expect(moves(['next'])).toBe(0);
    expect(moves(['next', 'next', 'next', 'next'])).toBe(0);
    expect(moves(['previous'])).toBe(2);
    expect(moves(['next', 'last'])).toBe(2);
    expect(moves(['last', 'first'])).toBe(0);
  });

  it('Escape closes, then clears', () => {
    const closed = run([{ type: 'move', move: 'next', count: 3 }, { type: 'escape' }], ready);
    expect(closed).toMatchObject({ open: false, active: -1, value: 'alg' });
    expect(view(closed).status).toBe('closed');
    const cleared = reduce(closed, { type: 'escape' });
    expect(cleared).toMatchObject({ value: '', query: '', open: false });
  });

  it('a closed dropdown opens again (focus, click, ArrowDown) with its results, without a new search', () => {
    const reopened = run([{ type: 'close' }, { type: 'move', move: 'next', count: 0 }], ready);
    expect(reopened.open).toBe(true);
    expect(reopened.subjects).toBe(ready.subjects);
  });

  it("the engine's answer, whose rows come after the subjects', keeps the option reached by arrows; so does its failure", () => {
    const state = run([
      { type: 'input', value: 'x' },
      { type: 'answer', source: 'subjects', query: 'x', groups: subjects(2) },
      { type: 'move', move: 'next', count: 2 },
      { type: 'move', move: 'next', count: 2 },
    ]);
    expect(state.active).toBe(1);
    expect(reduce(state, { type: 'answer', source: 'engine', query: 'x', groups: none }).active).toBe(1);
    expect(reduce(state, { type: 'fail', source: 'engine', query: 'x' }).active).toBe(1);
  });

  it('a subjects answer arriving after the engine\'s inserts rows before the active one: it resets', () => {
    const state = run([
      { type: 'input', value: 'x' },
      { type: 'answer', source: 'engine', query: 'x', groups: subjects(2) },
      { type: 'move', move: 'next', count: 2 },
    ]);
    expect(state.active).toBe(0);
    expect(reduce(state, { type: 'answer', source: 'subjects', query: 'x', groups: subjects(2) }).active).toBe(-1);
  });
});
