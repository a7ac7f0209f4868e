/**
 * Failure classes the layout bench (`npm run bench:layout`) showed: the same syllabus pasted or exported
 * in another layout losing its readings. Each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/** Dated headings over plain lines, markdown stripped: a case citation ends with its decision date. */
const CITED_DECISION_DATE = [
  'Fall 2031',
  '',
  'September 8',
  '',
  'Pleading Standards',
  '',
  'Harlow v. Brandt',
  'Complaint in Marsh Holdings v. Quarry Partners, No. 12-345 (Ohio Ct. App. June 22, 2011)',
  '',
  'September 10',
  '',
  'Discovery',
  '',
  'Ortiz v. Lane',
];

describe('a date closing a citation in brackets', () => {
  it('is the decision date, not a class: the dated headings keep their readings', () => {
    const r = read(CITED_DECISION_DATE);
    expect(r.region('Complaint in Marsh')).not.toBe('dated class marker');
    expect(r.rows.map(([, title, , date]) => [title, date])).toEqual([
      ['Harlow v. Brandt', '2031-09-08'],
      [expect.stringContaining('Marsh Holdings v. Quarry Partners'), '2031-09-08'],
      ['Ortiz v. Lane', '2031-09-10'],
    ]);
  });

  it('still marks a class when only a weekday or a class label stands before the date', () => {
    const r = read([
      'Torts',
      '',
      'A. Duty   [Class 2 – Thursday, January 22, 2032]',
      'Palsgraf v. Long Island R.R.',
    ]);
    expect(r.region('A. Duty')).toBe('dated class marker');
    expect(r.rows.map(([, , , date]) => date)).toEqual(['2032-01-22']);
  });
});

/** Week headings with sub-headings, exported with every heading in capitals and no `#`. */
const CAPITALS_HEADINGS = [
  'ORGANIC CHEMISTRY STUDY GUIDE',
  '',
  'WEEK 1 - BONDING REVIEW',
  '',
  'CHAPTER REFERENCES',
  '- Chapter 2: Covalent Bonds',
  '',
  'KEY TOPICS',
  '- Hybrid Orbitals: sp3 carbons form four single bonds',
  '- Resonance Forms: electrons spread over several atoms',
  '',
  'WEEK 2 - STEREOCHEMISTRY',
  '',
  'CHAPTER REFERENCES',
  '- Chapter 5: Chirality',
  '',
  'KEY TOPICS',
  '- Enantiomers: mirror images that do not overlap',
];

describe('a heading written in capitals', () => {
  it('ends the reading block above it like a markdown heading: its topic bullets are no readings', () => {
    const r = read(CAPITALS_HEADINGS);
    expect(r.rows.map(([week, title]) => [week, title])).toEqual([
      [1, 'Chapter 2: Covalent Bonds'],
      [2, 'Chapter 5: Chirality'],
    ]);
  });
});
