import { describe, expect, it } from 'vitest';
import { splitCaseList } from './case-list';

describe('splitCaseList', () => {
  it('cuts a run of cases each closed by its year', () => {
    expect(splitCaseList('Alder v. Birch (1899) *Cole v. Dunn (1902) Eve v. Frost Co. (1950)')).toEqual([
      'Alder v. Birch (1899)',
      'Cole v. Dunn (1902)',
      'Eve v. Frost Co. (1950)',
    ]);
  });

  it('cuts comma-separated cases and keeps In re / Ex parte names', () => {
    expect(splitCaseList('Gale v. Hart (1971), In re Ives (1890), Ex parte Jay (1866)')).toEqual([
      'Gale v. Hart (1971)',
      'In re Ives (1890)',
      'Ex parte Jay (1866)',
    ]);
  });

  it('keeps a case that is followed by something else whole', () => {
    expect(splitCaseList('Kent v. Lowe (1990), pp. 4-9')).toEqual(['Kent v. Lowe (1990), pp. 4-9']);
    expect(splitCaseList('Mill, On Liberty (1859) and Kent v. Lowe (1990)')).toEqual([
      'Mill, On Liberty (1859) and Kent v. Lowe (1990)',
    ]);
  });

  it('leaves one case alone', () => {
    expect(splitCaseList('Nash v. Oakes (1977)')).toEqual(['Nash v. Oakes (1977)']);
  });
});
