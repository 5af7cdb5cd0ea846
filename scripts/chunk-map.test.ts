import { describe, expect, it } from 'vitest';
import { chunkMap } from './chunk-map.mjs';

describe('chunk map (what the autoloader preloads)', () => {
  it('lists, for each entry, the chunks it imports statically, directly or through another chunk, once each, dependencies first', () => {
    const bundle = {
      'a.js': {
        type: 'chunk',
        isEntry: true,
        name: 'a',
        fileName: 'a.js',
        imports: ['chunks/runtime-1.js', 'chunks/shared-2.js'],
        dynamicImports: ['chunks/lazy-3.js'],
      },
      'b.js': { type: 'chunk', isEntry: true, name: 'b', fileName: 'b.js', imports: ['chunks/shared-2.js'] },
      'chunks/runtime-1.js': { type: 'chunk', isEntry: false, fileName: 'chunks/runtime-1.js', imports: [] },
      'chunks/shared-2.js': { type: 'chunk', isEntry: false, fileName: 'chunks/shared-2.js', imports: ['chunks/runtime-1.js'] },
      'chunks/lazy-3.js': { type: 'chunk', isEntry: false, fileName: 'chunks/lazy-3.js', imports: [] },
      'a.js.map': { type: 'asset', fileName: 'a.js.map' },
    };
    const map = chunkMap(bundle);
    expect(map).toEqual({ a: ['chunks/runtime-1.js', 'chunks/shared-2.js'], b: ['chunks/runtime-1.js', 'chunks/shared-2.js'] });
    expect(Object.keys(map)).toEqual(['a', 'b']);
  });
});
