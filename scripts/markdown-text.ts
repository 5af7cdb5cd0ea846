// Element descriptions are plain text that may name tags (`<form>`, <meta name="vt-api-host">).
// Markdown renderers (GitHub, Storybook's docs, VS Code hovers) pass raw HTML through, so such a
// tag would vanish; this escapes it for Markdown while code spans, already literal, stay as they are.

const HTML_SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => HTML_SPECIAL[c]!);

/** Escapes `&`, `<` and `>` outside Markdown code spans (CommonMark: a backtick run closed by a run of the same length). */
export function escapeMarkdownText(text: string): string {
  let out = '';
  let at = 0;
  for (const opener of text.matchAll(/(?<!\\)`+/g)) {
    const start = opener.index;
    if (start < at) continue; // inside a code span already copied
    const fence = opener[0];
    const close = closingRun(text, start + fence.length, fence.length);
    if (close < 0) continue; // an unmatched run is literal text
    out += escapeHtml(text.slice(at, start)) + text.slice(start, close + fence.length);
    at = close + fence.length;
  }
  return out + escapeHtml(text.slice(at));
}

/** Where the next backtick run of exactly `length` starts at or after `from`, or -1. */
function closingRun(text: string, from: number, length: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let run = runs.exec(text); run; run = runs.exec(text)) if (run[0].length === length) return run.index;
  return -1;
}
