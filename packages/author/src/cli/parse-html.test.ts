import { describe, expect, it } from 'vitest';
import type { AuthorNode } from '../core/model';
import { parseHtml } from './parse-html';

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="vt-api-host" content=" https://api.example.com ">
  <title>Find a tutor</title>
</head>
<body>
  <!-- <vt-lead-wizzard> in a comment is not an element -->
  <VT-Lead-Wizard Data-Action="new_contact" data-history>
    <form novalidate>
      <div data-panel-type="interstitial" data-id="matching">
        <h2>Tutoring for {{who_needs_help}}</h2>
        Finding <b>the best</b> tutors…
      </div>
    </form>
  </VT-Lead-Wizard>
  <template id="later"><div data-id="deferred" data-panel-type="form"></div></template>
</body>
</html>
`;

const child = (node: AuthorNode, tag: string): AuthorNode => {
  const found = node.children.find((c) => c.tag === tag);
  if (!found) throw new Error(`no <${tag}> in <${node.tag}>`);
  return found;
};

describe('parseHtml', () => {
  const page = parseHtml(PAGE);
  const head = child(page.root, 'head');
  const body = child(page.root, 'body');

  it('the document element has head and body, each element its start tag line', () => {
    expect(page.root).toMatchObject({ tag: 'html', attributes: { lang: 'en' }, line: 2 });
    expect(page.root.children.map((c) => [c.tag, c.line])).toEqual([
      ['head', 3],
      ['body', 8],
    ]);
    expect(head.children.map((c) => [c.tag, c.line])).toEqual([
      ['meta', 4],
      ['meta', 5],
      ['title', 6],
    ]);
  });

  it('tag and attribute names are lower case, values as written (an empty attribute is "")', () => {
    const wizard = child(body, 'vt-lead-wizard');
    expect(wizard.line).toBe(10);
    expect(wizard.attributes).toEqual({ 'data-action': 'new_contact', 'data-history': '' });
  });

  it('text is the direct text nodes joined; comments are not elements', () => {
    const panel = child(child(child(body, 'vt-lead-wizard'), 'form'), 'div');
    expect(panel).toMatchObject({ line: 12, attributes: { 'data-panel-type': 'interstitial', 'data-id': 'matching' } });
    expect(panel.children.map((c) => [c.tag, c.line, c.text])).toEqual([
      ['h2', 13, 'Tutoring for {{who_needs_help}}'],
      ['b', 14, 'the best'],
    ]);
    expect(panel.text).toBe('\n        \n        Finding  tutors…\n      ');
    expect(body.children.map((c) => c.tag)).toEqual(['vt-lead-wizard', 'template']);
  });

  it("a template's content is its children", () => {
    const template = child(body, 'template');
    expect(template.line).toBe(18);
    expect(template.children).toEqual([
      { tag: 'div', attributes: { 'data-id': 'deferred', 'data-panel-type': 'form' }, children: [], text: '', line: 18 },
    ]);
  });

  it('meta holds the head meta tags by name, content as written', () => {
    expect(page.meta).toEqual({ 'vt-api-host': ' https://api.example.com ' });
    expect(page.url).toBeUndefined();
    expect(parseHtml(PAGE, 'https://www.example.com/tutors').url).toBe('https://www.example.com/tutors');
  });

  it("meta as the elements read it (core readMeta) and author mode too: the first of a name anywhere but in a template, no content is ''", () => {
    const { meta } = parseHtml(`<head>
<meta name="vt-api-host" content="https://first.example.com">
<meta name="vt-api-host" content="https://second.example.com">
<meta name="vt-segment-write-key">
<meta content="no name">
<template><meta name="vt-flags-client-id" content="in-template"></template>
</head><body><meta name="vt-tracker-endpoint" content="/in-body"></body>`);
    expect(meta).toEqual({ 'vt-api-host': 'https://first.example.com', 'vt-segment-write-key': '', 'vt-tracker-endpoint': '/in-body' });
  });

  it('the elements the parser adds have no line; it puts misplaced tags where a browser does', () => {
    const page = parseHtml('<title>x</title>\n<p>one\n<div data-id="a">two</div>');
    expect(page.root.line).toBeUndefined();
    const [head, body] = page.root.children;
    expect(head).toMatchObject({ tag: 'head', children: [{ tag: 'title', line: 1, text: 'x' }] });
    expect(head!.line).toBeUndefined();
    // A <div> closes the open <p>: both are the body's children.
    expect(body!.children.map((c) => [c.tag, c.line, c.text])).toEqual([
      ['p', 2, 'one\n'],
      ['div', 3, 'two'],
    ]);
  });
});
