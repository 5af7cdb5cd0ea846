import { Fragment, isValidElement, type ReactNode } from 'react';
import { compiler, RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { linkHref } from '../core/rules';

/**
 * title_markdown and description_markdown as React elements, never as an HTML string
 * (markdown-to-jsx 7 parses and builds elements; raw HTML in the text stays text). What the
 * renderer knows is listed below; any other token (an image, a table, a code block, a footnote…)
 * is an unknown token (spec §8 'Markdown unknown token'): reported, and its text shown plain.
 * Links only go to http(s) or relative targets; another target leaves its text unlinked, reported.
 * Headings render as bold paragraphs: a description must not break the page's heading outline.
 */
const KNOWN: ReadonlySet<string> = new Set([
  RuleType.paragraph,
  RuleType.text,
  RuleType.textBolded,
  RuleType.textEmphasized,
  RuleType.textStrikethroughed,
  RuleType.textMarked,
  RuleType.textEscaped,
  RuleType.breakLine,
  RuleType.newlineCoalescer,
  RuleType.codeInline,
  RuleType.orderedList,
  RuleType.unorderedList,
  RuleType.blockQuote,
  RuleType.breakThematic,
]);

/** Unknown tokens that stand for a block: their text becomes a paragraph, the others' stays inline. */
const BLOCKS: ReadonlySet<string> = new Set([
  RuleType.table,
  RuleType.codeBlock,
  RuleType.codeFenced,
  RuleType.footnote,
  RuleType.htmlBlock,
]);

const NAMES = Object.fromEntries(Object.entries(RuleType).map(([name, type]) => [type, name]));

export interface RenderedMarkdown {
  nodes: ReactNode;
  /** One message per problem: 'Markdown unknown token: image', a refused link. */
  problems: string[];
}

type Node = MarkdownToJSX.ParserResult & Record<string, unknown>;

/** The text of a node and its children, for an unknown token shown plain. */
function textOf(node: unknown): string {
  if (Array.isArray(node)) return node.map(textOf).join(node.some(Array.isArray) ? ' ' : '');
  if (typeof node !== 'object' || node === null) return typeof node === 'string' ? node : '';
  const n = node as Record<string, unknown>;
  for (const key of ['text', 'alt', 'fallbackChildren'] as const) if (typeof n[key] === 'string') return n[key];
  if (n.type === RuleType.gfmTask) return n.completed ? '[x]' : '[ ]';
  return textOf(n.children ?? n.items ?? (n.header ? [n.header, n.cells] : ''));
}

/**
 * `inline`: a title (phrasing content only, no paragraph, and no links: the title may sit in a
 * link already).
 */
export function renderMarkdown(text: string, inline = false): RenderedMarkdown {
  const problems: string[] = [];
  let nodes: ReactNode;
  try {
    nodes = compiler(text, {
      disableParsingRawHTML: true,
      forceInline: inline,
      forceBlock: !inline,
      wrapper: null,
      renderRule(next, node, renderChildren, state) {
        const n = node as Node;
        const key = state.key;
        if (n.type === RuleType.link) {
          const children = renderChildren(n.children as MarkdownToJSX.ParserResult[], state);
          const href = linkHref(n.target as string);
          if (!href && !inline)
            problems.push(`Markdown link refused (only http(s) or relative): ${JSON.stringify(String(n.target).slice(0, 80))}`);
          return href && !inline ? (
            <a key={key} href={href}>
              {children}
            </a>
          ) : (
            <Fragment key={key}>{children}</Fragment>
          );
        }
        if (n.type === RuleType.heading && !inline)
          return (
            <p key={key}>
              <strong>{renderChildren(n.children as MarkdownToJSX.ParserResult[], state)}</strong>
            </p>
          );
        if (KNOWN.has(n.type)) return next();
        problems.push(`Markdown unknown token: ${NAMES[n.type] ?? n.type}`);
        const plain = textOf(n).trim();
        if (!plain) return null;
        return !inline && BLOCKS.has(n.type) ? <p key={key}>{plain}</p> : <Fragment key={key}>{plain}</Fragment>;
      },
    });
  } catch (error) {
    // The parser itself failed: the text, as it is.
    problems.push(`Markdown could not be parsed (${(error as Error).message}); shown as plain text`);
    nodes = text;
  }
  return { nodes, problems };
}

/** The text a rendered title reads as (for the image's alt text and accessible names). */
export function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return plainText(node.props.children);
  return '';
}
