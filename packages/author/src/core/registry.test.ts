import { describe, expect, it } from 'vitest';
import { listBehaviours, listElements } from '../../../../scripts/elements.mjs';
import { BEHAVIOURS, ELEMENTS, ELEMENT_TAGS, attributeSpec, elementDefinition } from './registry';

describe('registry', () => {
  it('has exactly the elements the build makes (scripts/elements.mjs): a new element fails here until added', () => {
    expect(ELEMENT_TAGS).toEqual(
      listElements()
        .map((element) => element.tag)
        .sort(),
    );
  });

  it('has the attribute behaviours of the packages ("vtBehaviours")', () => {
    expect(BEHAVIOURS.map((behaviour) => behaviour.attribute)).toEqual(listBehaviours().map((behaviour) => behaviour.attribute));
  });

  it('carries each attribute with the parser the element parses it with', () => {
    const wizard = elementDefinition('vt-lead-wizard')!;
    expect(attributeSpec(wizard, 'data-history')).toMatchObject({ type: 'boolean', default: false });
    expect(attributeSpec(wizard, 'data-action')).toMatchObject({ type: 'enum', values: expect.arrayContaining(['new_contact']) });
    expect(attributeSpec(wizard, 'constructor')).toBeUndefined();
    expect(elementDefinition('vt-nothing')).toBeUndefined();
    for (const element of ELEMENTS) for (const spec of Object.values(element.attributes)) expect(spec.description).toBeTruthy();
  });
});
