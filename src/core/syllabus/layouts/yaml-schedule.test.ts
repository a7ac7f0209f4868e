import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { yamlScalar, yamlScheduleLines } from './yaml-schedule';

describe('YAML schedule data: records a course site renders', () => {
  it('reads flat dated records whose reading key holds a bare book reference', () => {
    const r = read([
      "- date: '2031-09-02'",
      '  topic: Introduction',
      '  reading: K&L 1',
      "  due: ''",
      "- date: '2031-09-04'",
      "  topic: 'Sets: a first look'",
      "  reading: ''",
      '  due: Problem Set 1',
      "- date: '2031-09-09'",
      '  topic: Functions',
      '  reading: K&L 2-3',
      "  due: ''",
    ]);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-09-02'],
      [2, '2031-09-09'],
    ]);
    expect(r.titles[0]).toBe('K&L 1');
  });

  it('reads week records with reading lists of citation keys and parts, not outcomes or assignments', () => {
    const r = read([
      '- week: 1',
      '  outcomes:',
      '    - tag: Layering',
      '  readings:',
      '  - tag: smith2012',
      '  - tag: jones2011',
      '    sect:',
      '    - Ch.&nbsp;3',
      '  assignments:',
      '  - url: intro.html',
      '    name: Intro exercise',
      '- week: 2',
      '  outcomes:',
      '    - tag: Caching',
      '  readings:',
      '  #- tag: lee2010',
      '  - tag: brown2014',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'smith2012'],
      [1, 'jones2011, Ch. 3'],
      [2, 'brown2014'],
    ]);
  });

  it('keeps pre-readings, drops videos, extra resources and reading items that link to a video host', () => {
    const r = read([
      'weeks:',
      '  - week_offset: 1',
      '    sessions:',
      '      - day: M',
      '        title: "Designing functions"',
      '        pre_readings:',
      '          - title: "Ch 1, \\"Program Design\\""',
      '          - title: "Defining constants"',
      '            link: "https://www.youtube.com/watch?v=abc"',
      '        videos:',
      '          - title: "Parentheses and editing"',
      '            link: "https://youtu.be/xyz"',
      '        extra_resources:',
      '          - title: "Ch 7, \\"Program Design\\""',
      '      - day: W  # Wednesday',
      '        pre_readings:',
      '          - title: "Ch 2, \\"Program Design\\""',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Ch 1, "Program Design"'],
      [1, 'Ch 2, "Program Design"'],
    ]);
  });

  it('gives meeting days from the weekday letters of sessions without dates', () => {
    const session = (day: string, ch: number) => [
      `      - day: ${day}`,
      '        pre_readings:',
      `          - title: "Ch ${ch}, \\"Program Design\\""`,
    ];
    const r = read([
      'weeks:',
      '  - week_offset: 1',
      '    sessions:',
      ...session('M', 1),
      ...session('W', 2),
      '  - week_offset: 2',
      '    sessions:',
      ...session('M', 3),
      ...session('W', 4),
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('reads session records with ISO dates and material names, not discussion questions', () => {
    const r = read([
      'semester: "Spring 2031"',
      'sessions:',
      '  - session: "1"',
      '    date: 2031-01-15',
      '    topic: Open data',
      '    materials:',
      '      - name: "Ann Lee, The Open Data Turn, 12 Law Rev. 100 (2020)"',
      '        url: https://example.org/a',
      '        discussion:',
      '        - What does open data mean?',
      '      - name: (OPTIONAL) A talk on open data',
      '        url: https://www.youtube.com/watch?v=q',
      '  - session: "2"',
      '    date: 2031-01-29',
      '    materials:',
      '      - name: Bo Park, Data Standards (2019)',
    ]);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-01-15'],
      [3, '2031-01-29'],
    ]);
    expect(r.titles.join(' | ')).toContain('Open Data Turn');
  });

  it('leaves prose and Markdown alone, even with "Key: value" bullets', () => {
    expect(
      yamlScheduleLines([
        '# Schedule',
        '- Reading: Chapter 1',
        '- Reading: Chapter 2',
        '- Homework: Set 1',
        'Class meets on Tuesdays.',
        '- Reading: Chapter 3',
        '- Reading: Chapter 4',
        '- Reading: Chapter 5',
        '- Reading: Chapter 6',
      ]),
    ).toBeNull();
  });

  it('unquotes scalars, drops trailing comments, resolves escapes and entities', () => {
    expect(yamlScalar('"Ch 1, \\"Design\\""')).toBe('Ch 1, "Design"');
    expect(yamlScalar("'It''s here'")).toBe("It's here");
    expect(yamlScalar('W  # Monday')).toBe('W');
    expect(yamlScalar('Ch.&nbsp;1')).toBe('Ch. 1');
  });
});
