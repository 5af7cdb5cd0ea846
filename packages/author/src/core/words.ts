/** How findings word names and values, and the nearest valid name to a misspelt one. */

/**
 * A name or value as authors write it in HTML: in double quotes, or single quotes around one with
 * double quotes in it (JSON), cut short when long.
 */
export function quote(value: string): string {
  const text = value.length > 80 ? `${value.slice(0, 77)}…` : value;
  if (text.includes('"') && !text.includes("'")) return `'${text}'`;
  return `"${text.replaceAll('"', '&quot;')}"`;
}

/** `"a", "b", "c"`: every value when few, the first ones and a count when many. */
export function quoteList(values: readonly string[], max = 12): string {
  const shown = values.slice(0, max).map(quote).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}

/** Levenshtein distance (insertions, deletions and substitutions cost 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** A misspelling rather than another word: at most 2 edits, or a third of the name for long ones. */
function isClose(name: string, candidate: string, distance: number): boolean {
  return distance <= Math.max(2, Math.floor(Math.min(name.length, candidate.length) / 4));
}

/**
 * The candidate nearest to `name`, and whether it looks like a misspelling of it (a different
 * case, the `data-` prefix left out, or a few letters wrong) rather than another word.
 */
export function closest(name: string, candidates: readonly string[]): { name: string; close: boolean } | undefined {
  const lower = name.toLowerCase();
  const same = candidates.find((c) => c.toLowerCase() === lower || c === `data-${lower}`);
  if (same) return { name: same, close: true };
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && { name: best.candidate, close: isClose(lower, best.candidate, best.distance) };
}

/** The candidate `name` is a misspelling of, else undefined. */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  const found = closest(name, candidates);
  return found?.close ? found.name : undefined;
}

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
