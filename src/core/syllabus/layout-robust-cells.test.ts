/**
 * Layout robustness, a table pasted one cell a line (`npm run bench:layout`, `table, cell a line`): the
 * paste is read as the pipe table it stands for when its header sits right under the sentence that
 * introduces it, when the header names no reading column (a weekday grid, `Lecture | Date | Topic`,
 * a `Comments` column of chapters) and when a row's links are split over lines. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';

function readingsOf(text: string): string[] {
  return structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r) => `${w.weekNumber} ${r.date ?? '-'} ${r.title}${r.pages ? ` ${r.pages}` : ''}`),
  );
}

/** The pipe table's rows pasted one cell a line (a `<br>` a line too), a blank line after each row, empty cells left out. */
function oneCellALine(rows: string[][]): string {
  return rows.map((r) => r.filter(Boolean).join('\n').replaceAll(' <br> ', '\n')).join('\n\n');
}

describe('a header right under the sentence that introduces the table', () => {
  const rows = [
    ['Week', 'Date', 'Topic', 'Readings'],
    ['1', '9/8', 'Orientation', '[Drawn Lines](https://example.org/lines) <br> Halvorsen ch. 1'],
    ['2', '9/15', 'Maps and claims', 'Okafor pp. 12-40'],
    ['3', '9/22', 'Borders', '[Frontier Notes](https://example.org/notes) <br> Lindqvist ch. 3'],
  ];
  const intro = 'Fall 2031\n\nThe schedule below may change:\n';
  const pipe = `${intro}${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}`;

  it('reads the rows under it as with a blank line between', () => {
    const pasted = `${intro}${oneCellALine(rows)}`;
    expect(readingsOf(pasted)).toEqual(readingsOf(pipe));
    expect(readingsOf(pasted)).toContain('3 2031-09-22 Lindqvist ch. 3');
  });
});

describe('a header naming no reading column', () => {
  it('reads a weekday grid', () => {
    const rows = [
      ['Week of', 'Monday', 'Wednesday', 'Friday'],
      ['January 12, 2032', 'No class', 'Pg 1-8', 'Chapter 1: Sections 2,3'],
      ['January 19, 2032', 'Chapter 2: Sec 1', 'Chapter 2: Sec 2', 'Chapter 2: Sec 3'],
    ];
    const pipe = rows.map((r) => `| ${r.join(' | ')} |`).join('\n');
    const found = readingsOf(oneCellALine(rows));
    expect(found).toEqual(readingsOf(pipe));
    expect(found).toContain('2 2032-01-19 Chapter 2: Sec 3');
  });

  it('reads a table whose chapters stand under Comments, and its dated events under Event | Date', () => {
    const rows = [
      ['Lectures', 'Topic', 'Dates', 'Comments'],
      ['01', 'Introduction', '19/01, 21/01', 'Chap 1 KLM'],
      ['02', 'Locks', '26/01, 28/01', 'Chap 2 KLM'],
      ['03', 'Queues', '02/02, 04/02', 'Chap 3 KLM'],
    ];
    const events = [
      ['Event', 'Date'],
      ['Quiz 1', '02/02/2033'],
      ['Midterm', '05/03/2033'],
    ];
    const pipe = `${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n\n${events.map((r) => `| ${r.join(' | ')} |`).join('\n')}`;
    const pasted = `${oneCellALine(rows)}\n\n${oneCellALine(events)}`;
    expect(readingsOf(pasted)).toEqual(readingsOf(pipe));
    expect(readingsOf(pasted)).toContain('2 2033-01-26 Chap 2 KLM');
  });
});

describe('a row whose cells are links split over lines', () => {
  it('keeps a link after the topic in the reading cell, and an empty cell at the row end', () => {
    const rows = [
      ['Class', 'Topic', 'Activity', 'Reading', 'Assignments'],
      [
        '1',
        'Trust',
        '[Debate](debates/trust.md)',
        '[Reflections](readings/reflections.pdf)',
        '[HW1](hw/1.md)',
      ],
      ['2', 'Keys', '', '[Key Exchange](readings/keys.pdf)', ''],
      ['3', 'Ethics', '[Review board](activities/irb.md)', '[Consent](readings/consent.pdf)', ''],
      ['4', 'Botnets', '[Takedown](debates/takedown.md)', '[Cannon](readings/cannon.pdf)', '[HW2](hw/2.md)'],
    ];
    const pipe = `Spring 2032\n\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}`;
    const found = readingsOf(`Spring 2032\n\n${oneCellALine(rows)}`);
    expect(found).toEqual(readingsOf(pipe));
    expect(found.map((r) => r.split(' ').slice(2).join(' '))).toEqual([
      'Reflections',
      'Key Exchange',
      'Consent',
      'Cannon',
    ]);
  });
});
