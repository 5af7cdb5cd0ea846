/**
 * A panel's `data-markup` is HTML in an attribute, parsed by the element only when the panel is
 * first shown. The checker runs without a DOM (node, the command line), so it reads the markup
 * with this small tokenizer: the start tags with their attributes, and the text between tags.
 * Enough to find the fields it adds and its `{{placeholders}}`; entities are left as written.
 */

export interface MarkupTag {
  tag: string;
  attributes: Record<string, string>;
}

export interface Markup {
  tags: MarkupTag[];
  /** The text between the tags, joined. */
  text: string;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

export function readMarkup(html: string): Markup {
  const tags: MarkupTag[] = [];
  let text = '';
  let i = 0;
  const until = (stop: string) => {
    const end = html.indexOf(stop, i);
    i = end < 0 ? html.length : end + stop.length;
  };
  while (i < html.length) {
    const c = html[i]!;
    if (c !== '<') {
      text += c;
      i++;
    } else if (html.startsWith('<!--', i)) until('-->');
    else if (html[i + 1] === '/' || html[i + 1] === '!' || html[i + 1] === '?') until('>');
    else if (!isLetter(html[i + 1])) {
      text += c;
      i++;
    } else {
      i++;
      let tag = '';
      while (i < html.length && !isSpace(html[i]) && html[i] !== '>' && html[i] !== '/') tag += html[i++];
      const attributes: Record<string, string> = {};
      while (i < html.length && html[i] !== '>') {
        if (isSpace(html[i]) || html[i] === '/') {
          i++;
          continue;
        }
        let name = '';
        while (i < html.length && !isSpace(html[i]) && !'=>/'.includes(html[i]!)) name += html[i++];
        while (isSpace(html[i])) i++;
        let value = '';
        if (html[i] === '=') {
          i++;
          while (isSpace(html[i])) i++;
          const q = html[i];
          if (q === '"' || q === "'") {
            const end = html.indexOf(q, i + 1);
            value = html.slice(i + 1, end < 0 ? html.length : end);
            i = end < 0 ? html.length : end + 1;
          } else while (i < html.length && !isSpace(html[i]) && html[i] !== '>') value += html[i++];
        }
        if (name && !Object.hasOwn(attributes, name.toLowerCase())) attributes[name.toLowerCase()] = value;
      }
      i++;
      tags.push({ tag: tag.toLowerCase(), attributes });
    }
  }
  return { tags, text };
}
