/**
 * Failure classes of the fresh42 folder (seven law syllabi) at first sight (structurer of main dd04b51), each on a
 * small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { caseLabelItems } from './case-label-list';
import { saysDue } from './due-word';
import { read } from './layouts/testing';
import { withoutPagePositionNote } from './page-position-notes';
import { joinWrappedCaseLists } from './wrapped-case-list';

describe('a first-class reading listing pages with page-position notes glued to the numbers', () => {
  it('drops the position notes and keeps every other parenthesis', () => {
    expect(withoutPagePositionNote('pages 2-5(middle), 9(bottom)-14(top), 230-31(top), 300')).toBe(
      'pages 2-5, 9-14, 230-31, 300',
    );
    expect(withoutPagePositionNote('Casebook pages 40-62 (top) (Smith v. Jones - page 44)')).toBe(
      'Casebook pages 40-62 (Smith v. Jones - page 44)',
    );
    expect(withoutPagePositionNote('• 601 (Chart)')).toBe('• 601 (Chart)');
    expect(withoutPagePositionNote('Chapter 2 (start)')).toBe('Chapter 2 (start)');
    expect(withoutPagePositionNote('Lecture notes (top of the page)')).toBe(
      'Lecture notes (top of the page)',
    );
  });

  it('reads every range of the run-on sentence as the reading’s pages', () => {
    const r = read([
      'Maritime Regulation (LAW-700), Fall 2031',
      'Meets: 10:00 AM - 11:50 AM (TuTh)',
      '',
      'First Class Readings',
      '',
      'For our first class please read Hale and Ortiz, Shipping Law in Context pages 2-5(middle), 9(bottom)-14(top), 230-31(top), 300 (Carriage Act § 2)',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['2-5, 9-14, 230-31, 300']);
  });
});

describe('asterisk bullets run into one line after a first-class reading', () => {
  const lines = [
    'Maritime Regulation (LAW-700), Fall 2031',
    '',
    'First Class Readings',
    '',
    'For our first class please read Hale and Ortiz, Shipping Law in Context pages 2-15, 40-46 * Optional Further Reading: Port Authority, “Harbour Rules Explained,” posted on the course site; Mara Quill, The Long Voyage: Ships and Law (2029) (extract), to be posted soon. * Do You Need a Sailing Background? No: the course starts from the beginning, and the first weeks explain the trade.',
  ];

  it('takes the assigned pages and leaves the optional works and the asides out', () => {
    const r = read(lines);
    expect(r.rows.map((x) => x[2])).toEqual(['2-15, 40-46']);
    expect(r.titles.join(' ')).not.toMatch(/Quill|Harbour/);
  });
});

describe('a `Cases for class discussion:` list wrapped onto the next line inside a case name', () => {
  const lines = [
    'Space Law, Spring 2031',
    '',
    'ASSIGNMENTS',
    '1. Introduction and',
    'Reasoning from Old Cases',
    'Casebook pages 3-11 (background reading)',
    'Cases for class discussion: Hale v. New',
    'Haven Ferry Co., Orloff (District Court), and Orloff (Court of',
    'Appeals)',
    '2. Orbits and Property',
    'Casebook pages 12-30',
    '3. Jurisdiction in Orbit',
    'Casebook pages 31-50',
  ];

  it('joins the wrapped lines back onto the label’s line, closing the parenthesis the wrap left open', () => {
    expect(joinWrappedCaseLists(lines).filter(Boolean)).toContain(
      'Cases for class discussion: Hale v. New Haven Ferry Co., Orloff (District Court), and Orloff (Court of Appeals)',
    );
  });

  it('leaves a list of one case per line, and a label line closed by a period, as they were', () => {
    const perLine = [
      'Cases: Gordon v. Doty',
      'Jenson v. Cargill, Inc.',
      'Cases: Roe v. Wade.',
      'Smith, Jones',
    ];
    expect(joinWrappedCaseLists(perLine)).toEqual(perLine);
  });

  it('names each case of the list as a reading', () => {
    const titles = read(lines).titles;
    expect(titles).toContain('Hale v. New Haven Ferry Co.');
    expect(titles).toContain('Orloff (District Court)');
    expect(titles).toContain('Orloff (Court of Appeals)');
  });

  it('names each case when the list is pasted on one line', () => {
    expect(
      caseLabelItems('Cases for class discussion: ', 'Hale v. Fox, Orloff (District Court), and Orloff'),
    ).toEqual(['Hale v. Fox', 'Orloff (District Court)', 'Orloff']);
  });
});

describe('the doctrine of due process named as a class’s topic', () => {
  it('is no deadline', () => {
    expect(saysDue('Procedural Due Process and Judicial Scrutiny: pp. 748-59')).toBe(false);
    expect(saysDue('Paper 2 due Friday')).toBe(true);
    expect(saysDue('Due: reaction paper')).toBe(true);
  });

  it('keeps a line naming due process beside another topic, each with its pages', () => {
    const r = read([
      'Sports Law, Spring 2031',
      '',
      'Week 1',
      'Introduction: pp. 1-20',
      'Week 2',
      'Eligibility: pp. 100-120; Due Process and Fair Hearings: pp. 121-150, 160-62',
      'Week 3',
      'Agents: pp. 200-220',
    ]);
    expect(r.rows.map((x) => [x[0], x[2]])).toContainEqual([2, '121-150, 160-62']);
  });

  it('keeps a dated table row whose cell names due process', () => {
    const r = read([
      'Sports Law, Spring 2031',
      '',
      '| Date | Week | Material |',
      '|---|---|---|',
      '| January 14 | 1 | Introduction: pp. 1-20 |',
      '| January 21 | 2 | Due Process and Fair Hearings: pp. 121-150 |',
      '| January 28 | 3 | Agents: pp. 200-220 |',
    ]);
    expect(r.rows.map((x) => x[2])).toContain('121-150');
  });

  it('keeps a line, and a table row, that opens with due process', () => {
    const lines = (row: (topic: string, pages: string) => string) => [
      'Constitutional Law II, Spring 2031',
      '',
      'Week 1',
      row('Introduction', 'pp. 1-20'),
      'Week 2',
      row('Due Process and Fair Hearings', 'pp. 121-150'),
      'Week 3',
      row('Equal Protection', 'pp. 200-220'),
    ];
    expect(read(lines((t, p) => `${t}: ${p}`)).rows.map((x) => x[2])).toContain('121-150');
    expect(read(lines((t, p) => `| ${t} | ${p} |`)).rows.map((x) => x[2])).toContain('121-150');
  });

  it('leaves a due-process topic without pages out, between a row’s readings', () => {
    const r = read([
      'Constitutional Law II, Spring 2031',
      '',
      'Week 1',
      'Introduction: pp. 1-20',
      'Week 2',
      'Liberty, cont’d: Due Process; Speech 330-376',
      'Week 3',
      'Equal Protection: pp. 400-420',
    ]);
    expect(r.titles.join(' | ')).not.toMatch(/Due Process/);
    expect(r.rows.map((x) => x[2])).toContain('330-376');
  });
});
