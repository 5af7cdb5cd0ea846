import { describe, expect, it } from 'vitest';
import { root } from './elements.mjs';
import { refusal, templates } from './new-element';

/** Issue 31: `npm run new-element NAME` refuses a name it cannot use, saying why (the scaffold itself: tests/package/new-element.test.ts). */
describe('new-element NAME', () => {
  it('refuses a name that is not kebab-case', () => {
    for (const name of ['DemoThing', 'demo_thing', 'demo--thing', '-demo', 'demo-', '1demo', 'demo thing', 'démo'])
      expect(refusal(root, name), name).toMatch(/is not kebab-case/);
  });

  it('refuses an existing package, an existing element or behaviour, a reserved name and the vt- prefix', () => {
    expect(refusal(root, 'cart-badge')).toMatch(/^packages\/cart-badge already exists/);
    expect(refusal(root, 'share')).toMatch(/^<vt-share> already exists \(packages\/modal\)/);
    expect(refusal(root, 'scroll-to')).toMatch(/attribute behaviour \(packages\/widgets\)/);
    expect(refusal(root, 'chunks')).toMatch(/is reserved/);
    expect(refusal(root, 'vt-thing')).toMatch(/leave out the vt- prefix.*new-element thing/);
    expect(refusal(root, undefined)).toMatch(/^Usage: npm run new-element NAME/);
  });

  it('accepts a new kebab-case name, and names the element, its class and its event after it', () => {
    expect(refusal(root, 'study-planner')).toBeNull();
    const files = templates('study-planner');
    expect(JSON.parse(files['packages/study-planner/package.json']!).vtElements).toEqual({
      'study-planner': { entry: 'src/element.ts', definition: 'src/definition.ts', budget: '0.9 KB' },
    });
    expect(files['packages/study-planner/src/element.ts']).toMatch(/^export const StudyPlannerElement = createElementClass/m);
    expect(files['packages/study-planner/src/events.ts']).toContain("export interface StudyPlannerEventMap {\n  'vt-study-planner-action'");
    expect(Object.keys(templates('study-planner', { plain: true }))).toEqual(
      expect.arrayContaining(['packages/study-planner/src/dom/study-planner.ts', 'packages/study-planner/src/dom/styles.ts']),
    );
  });
});
