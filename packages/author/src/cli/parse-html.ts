import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import type { AuthorNode, PageModel } from '../core/model';
import { pageMeta } from '../core/tree';

type ParsedNode = DefaultTreeAdapterTypes.Node;
type ParsedElement = DefaultTreeAdapterTypes.Element;

const isElement = (node: ParsedNode): node is ParsedElement => 'tagName' in node;
const isTemplate = (node: ParsedElement): node is DefaultTreeAdapterTypes.Template => 'content' in node;

/**
 * An HTML file as the checker reads it (core/model.ts): parsed as a browser would (parse5, the
 * WHATWG algorithm, so an unclosed `<div>` or a `<form>` inside a `<p>` lands where the browser
 * puts it), each element with its start tag's line. A `<template>`'s content counts as its
 * children: CMS pages keep lead-form panels and deferred markup there. Comments are left out.
 */
export function parseHtml(html: string, url?: string): PageModel {
  const document = parse(html, { sourceCodeLocationInfo: true });
  // The parser always makes the `<html>` element, written or not.
  const documentElement = document.childNodes.find(isElement);
  const root = documentElement ? toAuthorNode(documentElement) : { tag: 'html', attributes: {}, children: [], text: '' };
  const page: PageModel = { meta: pageMeta(root), root };
  if (url !== undefined) page.url = url;
  return page;
}

function toAuthorNode(element: ParsedElement): AuthorNode {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attrs) attributes[name.toLowerCase()] = value;
  const childNodes = isTemplate(element) ? element.content.childNodes : element.childNodes;
  const children: AuthorNode[] = [];
  let text = '';
  for (const child of childNodes) {
    if (isElement(child)) children.push(toAuthorNode(child));
    else if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value;
  }
  const node: AuthorNode = { tag: element.tagName.toLowerCase(), attributes, children, text };
  // Elements the parser adds (an `<html>`, `<head>`, `<body>` or `<tbody>` not written) have no location.
  const line = element.sourceCodeLocation?.startLine;
  if (line !== undefined) node.line = line;
  return node;
}
