/**
 * Failure classes of the fresh30 folder (ten law syllabi) at first sight (structurer of 7b17106), each on a
 * small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { splitRunOnWeeks } from './layouts/run-on-weeks';
import { read } from './layouts/testing';
import { splitSecondSource } from './second-source';
import { titleYear } from './title-year';

describe('weeks run together on one line', () => {
  const dotted =
    'Week 1: course overview · what a contract is Week 2: offer and acceptance · mirror image rule: ' +
    'Hobbs v. Massasoit (silence as acceptance) · Carlill v. Carbolic Smoke Ball (unilateral offer) Week 3: ' +
    'consideration · Hamer v. Sidway (forbearance) Week 4: promissory estoppel · Ricketts v. Scott ' +
    '(gratuitous promise) · Feinberg v. Pfeiffer (pension) Course goals: the students learn the basics.';

  it('cuts the run before each `Week N:` marker counting up, the middle dots as bullets', () => {
    const pieces = splitRunOnWeeks(dotted)!;
    expect(pieces[0]).toBe('Week 1: course overview');
    expect(pieces).toContain('• Hamer v. Sidway (forbearance)');
    expect(pieces.filter((p) => p.startsWith('Week ')).length).toBe(4);
  });

  it('reads each week’s cases in that week', () => {
    const r = read(['Freedom of Contract', '', dotted]);
    const hamer = r.rows.find((row) => String(row[1]).includes('Hamer v. Sidway'));
    const feinberg = r.rows.find((row) => String(row[1]).includes('Feinberg v. Pfeiffer'));
    expect(hamer?.[0]).toBe(3);
    expect(feinberg?.[0]).toBe(4);
  });

  const words =
    'TORTS 2011 READING LIST The casebook is Prosser (abbreviated “P”). WEEK ONE Unit I: Intentional ' +
    'Torts January 11 Battery and Assault: P pp. 1-24 January 13 False Imprisonment: P pp. 25-40 WEEK TWO ' +
    'January 18 Trespass to Land: P pp. 41-58 January 20 Conversion: P pp. 59-70 WEEK THREE 2 Unit II: ' +
    'Negligence January 25 Duty: P pp. 71-95 January 27 Breach: P pp. 96-120 WEEK FOUR February 1 Cause: P pp. 121-140';

  it('reads weeks written as words, each dated entry its own class', () => {
    const pieces = splitRunOnWeeks(words)!;
    expect(pieces).toContain('January 13 False Imprisonment: P pp. 25-40');
    expect(pieces).toContain('WEEK THREE 2 Unit II: Negligence');
    const r = read([words]);
    const conversion = r.rows.find((row) => String(row[1]).includes('Conversion'));
    expect(conversion?.[0]).toBe(2);
    expect(conversion?.[2]).toBe('59-70');
  });

  it('leaves alone a line whose week markers do not count up, or are fewer than three', () => {
    expect(splitRunOnWeeks('Week 3: reading Week 1: review Week 7: exam preparation and more')).toBeNull();
    expect(splitRunOnWeeks('Week 1: intro Week 2: more intro and a long sentence about it')).toBeNull();
    expect(
      splitRunOnWeeks('The paper is due in week 2 and the exam in week 3 or week 4 of the term.'),
    ).toBeNull();
  });
});

describe('numbered classes written `Class #N` run together on one line', () => {
  it('cuts before each class marker so each class reads its own items', () => {
    const r = read([
      'ASSIGNMENTS The page references are to Smith, Contracts (2d ed.).',
      '',
      'Class #1 Pp. 1-20 Class #2 Lucy v. Zehmer; Leonard v. Pepsico; pp. 21-30 Class #3 Pp. 31-45; Hawkins v. McGee ' +
        'Class #4 Pp. 46-60 Class #5 Pp. 61-75; 80-88 Class #6 Pp. 89-101; Sherwood v. Walker Class #7 Pp. 102-117',
    ]);
    const lucy = r.rows.find((row) => String(row[1]).includes('Lucy v. Zehmer'));
    const hawkins = r.rows.find((row) => String(row[1]).includes('Hawkins v. McGee'));
    expect(lucy?.[0]).toBe(2);
    expect(hawkins?.[0]).toBe(3);
    expect(r.rows.find((row) => row[2] === '46-60')?.[0]).toBe(4);
  });
});

describe('a numbered topic list whose numbers were extracted apart from their topics, restarting in every part', () => {
  const outline = [
    'Following is the schedule of readings. The text is Smith, A History of the Common Law.',
    '',
    'I.',
    'Courts',
    '1.',
    'The King’s Courts',
    'Smith ch. 2',
    '2.',
    'The Jury',
    'Smith 40-55',
    '3.',
    'Appeals',
    'Smith 56-70',
    'II.',
    'Property',
    '1.',
    '"Tenure"',
    'Smith 71-90',
    '2.',
    'Inheritance',
    'Smith 91-110',
    'III.',
    'Obligations',
    '1.',
    'Debt',
    'Smith 111-130',
  ];

  it('counts the topics through the parts, one week each', () => {
    const r = read(outline);
    const weekOf = (pages: string) => r.rows.find((row) => row[2] === pages)?.[0];
    expect(weekOf('40-55')).toBe(2);
    expect(weekOf('71-90')).toBe(4);
    expect(weekOf('91-110')).toBe(5);
    expect(weekOf('111-130')).toBe(6);
  });
});

describe('a reading cell’s page list wrapped after a comma', () => {
  it('keeps the wrapped ranges in the one reading', () => {
    const r = read([
      'Class Date: Topic',
      'Reading Assignment',
      '1/13/2015: Remedies for Breach',
      'Casebook, pp. 73-76, 80-88, 93-95,',
      '121-25, 137-45',
      '1/20/2015: Damages',
      'Casebook, pp. 150-170',
      '1/27/2015: Restitution',
      'Casebook, pp. 171-190',
    ]);
    expect(r.rows.map((row) => row[2])).toContain('73-76, 80-88, 93-95, 121-25, 137-45');
    expect(r.rows.length).toBe(3);
  });
});

describe('the same runs pasted wrapped (the paragraph joined again, then cut)', () => {
  const wrap = (text: string, width: number): string[] => {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      if (line && line.length + word.length + 1 > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    return line ? [...out, line] : out;
  };

  it('reads the weeks of a dotted plan wrapped at 70', () => {
    const plan =
      'Week 1: course overview · what a contract is Week 2: offer and acceptance · mirror image rule: ' +
      'Hobbs v. Massasoit (silence as acceptance) · Carlill v. Carbolic Smoke Ball (unilateral offer) Week 3: ' +
      'consideration · Hamer v. Sidway (forbearance) Week 4: promissory estoppel · Ricketts v. Scott ' +
      '(gratuitous promise) · Feinberg v. Pfeiffer (pension) Course goals: the students learn the basics.';
    const r = read(['Freedom of Contract', '', ...wrap(plan, 70)]);
    expect(r.rows.find((row) => String(row[1]).includes('Hamer v. Sidway'))?.[0]).toBe(3);
    expect(r.rows.find((row) => String(row[1]).includes('Feinberg v. Pfeiffer'))?.[0]).toBe(4);
  });

  it('reads `Class #N` runs wrapped at 70', () => {
    const run =
      'Class #1 Pp. 1-20 Class #2 Lucy v. Zehmer; Leonard v. Pepsico; pp. 21-30 Class #3 Pp. 31-45; Hawkins v. McGee ' +
      'Class #4 Pp. 46-60 Class #5 Pp. 61-75; 80-88 Class #6 Pp. 89-101; Sherwood v. Walker Class #7 Pp. 102-117';
    const r = read([
      'ASSIGNMENTS The page references are to Smith, Contracts (2d ed.).',
      '',
      ...wrap(run, 70),
    ]);
    expect(r.rows.find((row) => String(row[1]).includes('Hawkins v. McGee'))?.[0]).toBe(3);
    expect(r.rows.find((row) => String(row[1]).includes('Sherwood v. Walker'))?.[0]).toBe(6);
  });
});

describe('two books’ pages for one class in one item', () => {
  it('cuts before the second book’s short name and range', () => {
    expect(splitSecondSource('Methodology: ZK pp. 33-73, Glenn 1-31')).toEqual([
      'Methodology: ZK pp. 33-73',
      'Glenn 1-31',
    ]);
    expect(splitSecondSource('Common Law: ZK pp. 218-237 Glenn 247-270')).toEqual([
      'Common Law: ZK pp. 218-237',
      'Glenn 247-270',
    ]);
  });

  it('leaves alone a part of a book after the range', () => {
    expect(splitSecondSource('Offer: Casebook pp. 33-73, Notes 1-3')).toEqual([
      'Offer: Casebook pp. 33-73, Notes 1-3',
    ]);
    expect(splitSecondSource('Smith pp. 10-20, Chapter 4-5')).toEqual(['Smith pp. 10-20, Chapter 4-5']);
  });

  it('gives each book’s pages a reading of the class', () => {
    const r = read([
      'Week 1',
      'Jan 10 Sources of Law: ZK pp. 2-31, Glenn 1-20',
      'Week 2',
      'Jan 17 The Civil Codes: ZK pp. 33-73, Glenn 21-40',
      'Week 3',
      'Jan 24 The Common Law: ZK pp. 74-98, Glenn 41-60',
    ]);
    expect(r.rows.map((row) => row[2])).toContain('21-40');
    expect(r.rows.map((row) => row[2])).toContain('33-73');
  });
});

describe('a year only in the course title, no term word', () => {
  it('reads the year after two or more capitalised title words at the start', () => {
    expect(titleYear(['COMPARATIVE LAW 2006 PROFESSOR JANE DOE Columbus School of Law'])).toBe(2006);
    expect(titleYear(['', 'LEGAL HISTORY SEMINAR 2015', 'Reading list'])).toBe(2015);
  });

  it('takes no department code and course number, nor a year in later text', () => {
    expect(titleYear(['HIST 2010 Modern Europe'])).toBeUndefined();
    expect(titleYear(['Reading list', 'COMPARATIVE LAW 2006'])).toBeUndefined();
    expect(titleYear(['TORTS SECTION 3050 notes'])).toBeUndefined();
  });

  it('dates the yearless entries by it', () => {
    const r = read([
      'EVIDENCE LAW 2011 READING LIST',
      'January 11 Relevance: Mueller pp. 1-20',
      'January 13 Hearsay: Mueller pp. 21-40',
      'January 18 Character: Mueller pp. 41-60',
      'January 20 Experts: Mueller pp. 61-80',
    ]);
    expect(r.rows.find((row) => row[2] === '21-40')?.[3]).toBe('2011-01-13');
  });
});
