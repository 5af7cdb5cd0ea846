/// <reference types="vite/client" />
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';

/** Every stories module has its test file (stories/<name>.test.tsx runs its stories), so none is left out. */
it('every stories module runs as a test file', () => {
  const modules = Object.keys(import.meta.glob('./*.stories.tsx'));
  expect(modules.length).toBeGreaterThan(0);
  const missing = modules.map((path) => path.replace('.stories.tsx', '.test.tsx')).filter((test) => !existsSync(new URL(test, import.meta.url)));
  expect(missing).toEqual([]);
});
