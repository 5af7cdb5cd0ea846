/**
 * Author mode on a live page: reads it (dom/read-page.ts), checks it, shows the findings
 * (dom/notices.ts), and checks again when vt- elements are added or removed later (a single-page
 * app). The page read first is kept: the elements change their content once they upgrade, and
 * the checker must see what the author wrote, so only the added tags are read (and grafted in
 * place), and removed ones dropped.
 */
import { reportError } from '@vt-elements/core';
import type { AuthorNode, Finding, PageModel } from '../core/model';
import { createNotices } from './notices';
import { LIBRARY_ADDED, LIBRARY_WRAPPERS, readElement, readPage } from './read-page';

/** The checker (core/check.ts checkPage), passed in: the tests give their own. */
export type Checker = (page: PageModel) => Finding[];

/** A node of the page read, its children an array author mode edits as the page changes. */
type LiveNode = AuthorNode & { children: LiveNode[] };

const isTag = (el: Element) => el.localName.startsWith('vt-');

/** Starts author mode on `doc` (parsed); returns what stops it and removes its notices. */
export function watchPage(doc: Document, check: Checker): () => void {
  const page = readPage(doc);
  /** Each element read → its node and its parent's. */
  const nodes = new Map<Element, { node: LiveNode; parent?: LiveNode }>();
  const index = (node: LiveNode, parent?: LiveNode) => {
    nodes.set(node.ref as Element, { node, parent });
    for (const child of node.children) index(child, node);
  };
  index(page.root as LiveNode);
  const notices = createNotices(doc);
  // Each check gets a page of its own (new objects, the same live elements): a checker may
  // remember what it computed for a page or a node (core/check.ts keeps the ids by page).
  const copy = (node: LiveNode): AuthorNode => ({ ...node, children: node.children.map(copy) });
  const run = () => {
    try {
      notices.show(check({ ...page, root: copy(page.root as LiveNode) }));
    } catch (error) {
      reportError(error, { source: 'vt-author-mode' });
    }
  };

  /** Takes a node out of its parent's children (it is gone, or read again elsewhere). */
  const detach = ({ node, parent }: { node: LiveNode; parent?: LiveNode }) => {
    const at = parent ? parent.children.indexOf(node) : -1;
    if (at >= 0) parent!.children.splice(at, 1);
  };
  const forget = (node: LiveNode) => {
    nodes.delete(node.ref as Element);
    node.children.forEach(forget);
  };
  /** In a new subtree, an element already read (moved into it) keeps its first reading. */
  const adopt = (node: LiveNode): LiveNode => {
    const known = nodes.get(node.ref as Element);
    if (known) {
      detach(known);
      return known.node;
    }
    node.children = node.children.map(adopt);
    return node;
  };

  /** Reads an added element holding a vt- tag into the page read, in its place; true when it did. */
  const graft = (el: Element): boolean => {
    if (!el.isConnected || nodes.has(el) || el.closest(LIBRARY_ADDED) || el.matches(LIBRARY_WRAPPERS)) return false;
    if (!isTag(el) && ![...el.getElementsByTagName('*')].some(isTag)) return false;
    let up = el.parentElement;
    while (up && !nodes.has(up)) up = up.parentElement;
    if (!up) return false;
    const parent = nodes.get(up)!.node;
    const node = adopt(readElement(el) as LiveNode);
    // Before the first sibling read that follows it in the page.
    const at = parent.children.findIndex((child) => (child.ref as Element).compareDocumentPosition(el) & 2);
    parent.children.splice(at < 0 ? parent.children.length : at, 0, node);
    index(node, parent);
    return true;
  };

  /** Drops the elements no longer in the page (a move keeps them: they are still connected); true when any. */
  const prune = (removed: Element): boolean => {
    let changed = false;
    for (const el of [removed, ...removed.getElementsByTagName('*')]) {
      const entry = nodes.get(el);
      if (!entry || el.isConnected) continue;
      changed = true;
      detach(entry);
      forget(entry.node);
    }
    return changed;
  };

  const observer = new MutationObserver((records) => {
    let changed = false;
    for (const record of records) {
      for (const added of record.addedNodes) if (added.nodeType === 1 && graft(added as Element)) changed = true;
      for (const removed of record.removedNodes) if (removed.nodeType === 1 && prune(removed as Element)) changed = true;
    }
    if (changed) run();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  run();
  return () => {
    observer.disconnect();
    notices.clear();
  };
}
