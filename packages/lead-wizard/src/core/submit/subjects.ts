/**
 * Spec §3 lookup tables, label to numeric id, for the tutor application's `subjects` and
 * `flag_ids`.
 *
 * SUBJECT_IDS holds only the subjects the spec gives. The product has about 150 subjects (maths,
 * sciences, languages, AP courses, professional exams, elementary to high-school subjects), but
 * the full list is NOT in the spec: add entries here as `'Label': id` when the list is supplied.
 * Until then any other subject label is dropped from the payload (spec §5: unknown labels are
 * dropped), and reported by `mapLabels`' caller.
 */
export const SUBJECT_IDS: Readonly<Record<string, number>> = Object.freeze({
  SAT: 50,
  ACT: 40,
  GRE: 43,
  GMAT: 42,
  LSAT: 47,
  MCAT: 49,
});

/** Spec §3: education and certification labels to flag ids. */
export const EDUCATION_FLAG_IDS: Readonly<Record<string, number>> = Object.freeze({
  "associate's": 9001,
  "bachelor's": 9002,
  "master's": 9003,
  doctorate: 9004,
  'current student or some college': 9000,
  CELTA: 116,
  'Computer Science': 109,
  English: 108,
  'ESL/ELL': 110,
  Gifted: 111,
  Math: 106,
  Science: 107,
  'Special Education': 105,
  'Structured Literacy Practice': 112,
  Other: 114,
});

function normalize(label: string): string {
  return label.trim().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').toLowerCase();
}

const indexes = new WeakMap<Readonly<Record<string, number>>, Map<string, number>>();

function indexOf(table: Readonly<Record<string, number>>): Map<string, number> {
  let index = indexes.get(table);
  if (!index) {
    index = new Map(Object.entries(table).map(([label, id]) => [normalize(label), id]));
    indexes.set(table, index);
  }
  return index;
}

export interface MappedLabels {
  ids: number[];
  /** The labels the table does not know (dropped from the payload). */
  unknown: string[];
}

/**
 * Maps labels to ids, case- and apostrophe-insensitively, keeping the first of duplicates. A
 * value that already is an id of the table passes through.
 */
export function mapLabels(labels: readonly string[], table: Readonly<Record<string, number>>): MappedLabels {
  const index = indexOf(table);
  const known = new Set(Object.values(table));
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const label of labels) {
    const trimmed = label.trim();
    if (!trimmed) continue;
    const id = index.get(normalize(trimmed)) ?? (/^\d+$/.test(trimmed) && known.has(Number(trimmed)) ? Number(trimmed) : undefined);
    if (id === undefined) unknown.push(trimmed);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}
