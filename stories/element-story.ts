import { createElement, type ReactNode } from 'react';
import type { ArgTypes } from '@storybook/react-vite';
import type { AttributeSpec, ElementDefinition } from '@vt-elements/core';
import { escapeMarkdownText } from '../scripts/markdown-text';

/**
 * Storybook controls and docs from an element's definition: the one source of truth. Storybook
 * renders descriptions as Markdown, so their tags (`<form>`) are escaped to stay visible.
 */
export function argTypesFor(definition: ElementDefinition): ArgTypes {
  const argTypes: ArgTypes = {};
  for (const [name, spec] of Object.entries(definition.attributes)) {
    argTypes[name] = {
      description: escapeMarkdownText(spec.description),
      control: controlFor(spec),
      ...(spec.type === 'enum' ? { options: spec.values } : {}),
      table: { category: 'attributes', defaultValue: spec.default === undefined || spec.default === null ? undefined : { summary: JSON.stringify(spec.default) } },
    };
  }
  for (const [name, description] of Object.entries(definition.events ?? {})) {
    argTypes[name] = { description: escapeMarkdownText(description), control: false, table: { category: 'events' } };
  }
  return argTypes;
}

function controlFor(spec: AttributeSpec) {
  switch (spec.type) {
    case 'boolean':
      return 'boolean' as const;
    case 'number':
      return 'number' as const;
    case 'enum':
      return 'select' as const;
    case 'json':
      return 'object' as const;
    default:
      return 'text' as const;
  }
}

function attributesFrom(definition: ElementDefinition, args: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (!(name in definition.attributes) || value === undefined || value === null || value === false || value === '') continue;
    attributes[name] = typeof value === 'object' ? JSON.stringify(value) : value === true ? 'true' : String(value);
  }
  return attributes;
}

/** Renders the real custom element with the args as HTML attributes. */
export function renderElement(definition: ElementDefinition, args: Record<string, unknown>, children?: ReactNode) {
  const attributes = attributesFrom(definition, args);
  // A key per attribute set remounts the element, as a CMS page load would.
  return createElement(definition.tag, { ...attributes, key: JSON.stringify(attributes) }, children);
}

/** The element around CMS markup, as a page renders the lead wizard's panels inside its tag. */
export function renderElementAround(definition: ElementDefinition, args: Record<string, unknown>, markup: string) {
  const attributes = attributesFrom(definition, args);
  return createElement(definition.tag, { ...attributes, key: JSON.stringify(attributes) + markup, dangerouslySetInnerHTML: { __html: markup } });
}

export function docsFor(definition: ElementDefinition) {
  return { docs: { description: { component: `${escapeMarkdownText(definition.summary)}\n\nSpec: ${definition.spec}. See docs/elements.md for every attribute and event.` } } };
}
