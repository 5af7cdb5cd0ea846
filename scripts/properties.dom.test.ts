import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementPropName } from '@vt-elements/core';
import { listElements } from './elements.mjs';
import { elementClassName, loadDefinitions } from './manifest-lib';

/** Issue 18: every attribute of every element is also a typed camelCase property that reflects to it. */
describe('element properties', () => {
  it('every element module exports its class, and the class has a property per attribute', async () => {
    const defs = await loadDefinitions();
    for (const el of listElements()) {
      const module = (await import(pathToFileURL(el.entry).href)) as Record<string, CustomElementConstructor>;
      const className = elementClassName(el.entry);
      const Element = module[className]!;
      expect(Element, `${el.entry} exports ${className}`).toBeTypeOf('function');
      expect(customElements.get(el.tag)!.prototype).toBeInstanceOf(Element);
      const { attributes } = defs.find((d) => d.definition.tag === el.tag)!.definition;
      for (const attribute of Object.keys(attributes)) {
        const name = elementPropName(attribute);
        let proto = Element.prototype as object | null;
        let found: PropertyDescriptor | undefined;
        while (proto && !found) {
          found = Object.getOwnPropertyDescriptor(proto, name);
          proto = Object.getPrototypeOf(proto) as object | null;
        }
        expect(found?.get && found.set, `<${el.tag}>.${name} (${attribute}) is an accessor`).toBeTruthy();
        expect(name in HTMLElement.prototype, `<${el.tag}>.${name} shadows an HTMLElement member`).toBe(false);
      }
    }
  });

  it('strings, booleans, numbers and enums reflect; JSON takes an object; null restores the default', async () => {
    await import('../packages/cart-badge/src/element');
    await import('../packages/lead-wizard/src/element');
    await import('../packages/catalogue/src/course-card-element');
    await import('../packages/widgets/src/show-more-element');
    await import('../packages/modal/src/share-element');
    const badge = document.createElement('vt-cart-badge') as HTMLElement & { clientId: string | null; href: string };
    expect(badge.href).toBe('/cart');
    badge.clientId = 'c-1';
    expect(badge.getAttribute('data-client-id')).toBe('c-1');
    badge.setAttribute('data-href', '/basket');
    expect(badge.href).toBe('/basket');
    badge.clientId = null;
    expect(badge.hasAttribute('data-client-id')).toBe(false);

    const wizard = document.createElement('vt-lead-wizard') as HTMLElement & { action: string | null; history: boolean; persist: boolean };
    expect([wizard.action, wizard.history, wizard.persist]).toEqual([null, false, true]);
    wizard.action = 'new_contact';
    wizard.history = true;
    wizard.persist = false;
    expect([wizard.getAttribute('data-action'), wizard.getAttribute('data-history'), wizard.getAttribute('data-persist')]).toEqual([
      'new_contact',
      'true',
      'false',
    ]);
    expect([wizard.action, wizard.history, wizard.persist]).toEqual(['new_contact', true, false]);

    const card = document.createElement('vt-course-card') as HTMLElement & { course: unknown; headingLevel: string };
    card.course = { uuid: 'u-1', title: 'Chess' };
    expect(JSON.parse(card.getAttribute('data-course')!)).toEqual({ uuid: 'u-1', title: 'Chess' });
    expect(card.course).toEqual({ uuid: 'u-1', title: 'Chess' });
    expect(card.headingLevel).toBe('3');

    const more = document.createElement('vt-show-more') as HTMLElement & { visible: number | null };
    more.visible = 5;
    expect([more.getAttribute('data-visible'), more.visible]).toEqual(['5', 5]);

    // data-title is not `title`: the element's own title keeps its meaning.
    const share = document.createElement('vt-share') as HTMLElement & { dataTitle: string | null };
    share.dataTitle = 'Share this';
    expect([share.getAttribute('data-title'), share.title]).toEqual(['Share this', '']);
  });

  it('a property set before the element is defined reaches its attribute at the upgrade', async () => {
    const { defineElement } = await import('@vt-elements/core');
    const el = document.createElement('vt-test-late') as HTMLElement & { label?: unknown };
    el.label = 'early';
    document.body.append(el);
    defineElement({ tag: 'vt-test-late', attributes: { 'data-label': { type: 'string' } } }, class extends HTMLElement {});
    expect(el.getAttribute('data-label')).toBe('early');
    expect(el.label).toBe('early');
    expect(Object.prototype.hasOwnProperty.call(el, 'label')).toBe(false);
    el.remove();
  });

  it("a React element defined with its tag alone still gets its properties (from the class's runtime definition)", async () => {
    const { createElementClass, defineElement } = await import('@vt-elements/core');
    const Element = createElementClass({
      definition: { tag: 'vt-test-tag-only', attributes: { 'data-size': { type: 'number', default: 2 } } },
      view: () => null,
    });
    defineElement('vt-test-tag-only', Element);
    const el = document.createElement('vt-test-tag-only') as HTMLElement & { size: number };
    expect(el.size).toBe(2);
    el.size = 5;
    expect(el.getAttribute('data-size')).toBe('5');
  });
});
