/** Fenced blocks of documentation-site Markdown (Docusaurus admonitions, fenced divs), on made-up classes. */
import { describe, expect, it } from 'vitest';
import { admonitionLines } from './admonition-fences';
import { read } from './layouts/testing';

const CLASSES = [
  '## Class Schedule',
  '',
  '#### Class 1: January 13, 2032 - Courts and Code',
  '',
  ':::info Finish the intake survey',
  ':::',
  '',
  ':::tip Readings',
  '* [How Courts Adopt New Tools](https://example.org/courts)',
  '* [Plain Writing for Forms](https://example.org/forms)',
  '* OPTIONAL reading: Fenwick, Notes on Dockets (2031)',
  ':::',
  '',
  'In-class topics:',
  '',
  '* Overview of the semester',
  '* Mapping a filing process',
  '',
  '#### Class 2: January 20, 2032 - Forms',
  '',
  ':::tip Readings',
  '* [Designing Guided Interviews](https://example.org/interviews)',
  ':::',
  '',
  'In-class topics:',
  '',
  '* Drafting questions together',
];

describe('fenced admonition blocks', () => {
  it('reads a fence line as its title alone, and every other fence line as empty', () => {
    expect(
      admonitionLines([
        ':::tip Readings',
        ':::note[Readings]',
        '::: {.callout-note title="Readings"}',
        ':::',
        '::: {.syllabus}',
        'text',
      ]),
    ).toEqual(['Readings', 'Readings', 'Readings', '', '', 'text']);
  });

  it('takes the linked titles of a Readings admonition as readings, in their class week', () => {
    const r = read(CLASSES);
    const titles = r.titles.join(' | ');
    expect(titles).toMatch(/How Courts Adopt New Tools/);
    expect(titles).toMatch(/Plain Writing for Forms/);
    expect(titles).toMatch(/Designing Guided Interviews/);
  });

  it('reads the in-class topics after the closing fence as no readings', () => {
    const titles = read(CLASSES).titles.join(' | ');
    expect(titles).not.toMatch(/Overview of the semester|Mapping a filing|Drafting questions|intake survey/);
  });
});
