/**
 * Calendar failure class of round 36 (fresh43): classes under month/day headings (`### 2/17 Topic`, no year)
 * whose assignment lists name a task after its week (`* [Week 1 Assignment](week1.html)`). Those items are no
 * printed weeks: the classes are grouped into 7-day weeks from their dates. Small made-up examples (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { isWeekLine } from './week-line';

const dayBlock = (date: string, topic: string, reading: string, task?: string) => [
  `### ${date} ${topic}`,
  '',
  'Readings:',
  `* ${reading}`,
  '',
  ...(task ? [`Assignment (due by noon ${date}):`, `* [${task}](task.html)`, ''] : []),
];

describe('a list item naming a task after its week', () => {
  it('is no printed week; a week heading and a bullet that is only the week are', () => {
    expect(isWeekLine({ text: 'Week 1 Assignment', bullet: 1 })).toBe(false);
    expect(isWeekLine({ text: 'Week 2 reflection due', bullet: 1 })).toBe(false);
    expect(isWeekLine({ text: 'Week 3:', bullet: 1 })).toBe(true);
    expect(isWeekLine({ text: 'Week 3', bullet: 1 })).toBe(true);
    expect(isWeekLine({ text: 'Week 1 Assignment', bullet: 0 })).toBe(false);
    expect(isWeekLine({ text: 'Week 4', bullet: 0 })).toBe(true);
    expect(isWeekLine({ text: 'Week 4: Harbour labour', bullet: 0 })).toBe(true);
  });

  it('leaves classes in the 7-day weeks their dates give when the page is pasted without its list marks', () => {
    const bare = (date: string, topic: string, reading: string, task?: string) => [
      `${date} ${topic}`,
      'Readings:',
      reading,
      ...(task ? [`Assignment (due by noon ${date}):`, task] : []),
    ];
    const r = read([
      ...bare(
        '2/17',
        'Harbours',
        'Ann Quill. 2019. Mapping the Harbour Floor. Harbour Press.',
        'Week 1 Assignment',
      ),
      ...bare('2/24', 'Tides', 'Bo Reed. 2018. Tidal Locks Revisited. Sea Studies.', 'Week 2 Assignment'),
      ...bare('3/2', 'Salvage', 'Cy Diaz. 2017. Salvage Law at Sea. Marine Law Review.', 'Week 3 Assignment'),
      ...bare('3/16', 'Pilots', 'Di Ford. 2016. Pilots and Their Charts. Chart Quarterly.'),
    ]);
    const weekOf = (title: string) => r.rows.find((x) => String(x[1]).includes(title))?.[0];
    expect(weekOf('Tidal Locks Revisited')).toBe(2);
    expect(weekOf('Pilots and Their Charts')).toBe(5);
  });

  it('leaves classes under month/day headings in the 7-day weeks their dates give', () => {
    const r = read([
      ...dayBlock(
        '2/17',
        'Harbours',
        'Ann Quill. 2019. [Mapping the Harbour Floor.](https://example.org/a)',
        'Week 1 Assignment',
      ),
      ...dayBlock(
        '2/24',
        'Tides',
        'Bo Reed. 2018. [Tidal Locks Revisited.](https://example.org/b)',
        'Week 2 Assignment',
      ),
      ...dayBlock(
        '3/2',
        'Salvage',
        'Cy Diaz. 2017. [Salvage Law at Sea.](https://example.org/c)',
        'Week 3 Assignment',
      ),
      ...dayBlock('3/16', 'Pilots', 'Di Ford. 2016. [Pilots and Their Charts.](https://example.org/d)'),
    ]);
    const weekOf = (title: string) => r.rows.find((x) => String(x[1]).includes(title))?.[0];
    expect(weekOf('Mapping the Harbour Floor')).toBe(1);
    expect(weekOf('Tidal Locks Revisited')).toBe(2);
    expect(weekOf('Salvage Law at Sea')).toBe(3);
    expect(weekOf('Pilots and Their Charts')).toBe(5);
  });
});
