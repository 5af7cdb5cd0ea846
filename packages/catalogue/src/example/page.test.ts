import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../../../scripts/elements.mjs';
import { examplePage } from './page';

describe('examples/course-catalogue.html', () => {
  it("holds the views' own server markup (regenerate: npx tsx scripts/catalogue-example.ts)", () => {
    expect(readFileSync(join(root, 'examples', 'course-catalogue.html'), 'utf8')).toBe(examplePage());
  });
});
