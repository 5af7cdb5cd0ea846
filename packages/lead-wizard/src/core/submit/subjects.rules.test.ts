import { describe, expect, it } from 'vitest';
import { EDUCATION_FLAG_IDS, SUBJECT_IDS, mapLabels } from './subjects';

describe('§3 lookup tables and §5 "Unknown subject or education labels are dropped" (issue 51)', () => {
  it('labels match whatever their case, spacing or apostrophe; the ids keep the order first seen', () => {
    expect(
      mapLabels(['  current   student or some COLLEGE ', 'associate’s', "BACHELOR'S", 'special education'], EDUCATION_FLAG_IDS),
    ).toEqual({
      ids: [9000, 9001, 9002, 105],
      unknown: [],
    });
    expect(mapLabels(['gmat', 'SAT', 'Gmat', ' mcat '], SUBJECT_IDS)).toEqual({ ids: [42, 50, 49], unknown: [] });
  });

  it('an id of the table passes through; blank labels are skipped; unknown ones are named, trimmed', () => {
    expect(mapLabels(['50', ' ', '', ' Knitting ', '5O'], SUBJECT_IDS)).toEqual({ ids: [50], unknown: ['Knitting', '5O'] });
    expect(mapLabels(['116', '9000'], EDUCATION_FLAG_IDS)).toEqual({ ids: [116, 9000], unknown: [] });
    expect(mapLabels(['116'], SUBJECT_IDS)).toEqual({ ids: [], unknown: ['116'] });
  });
});
