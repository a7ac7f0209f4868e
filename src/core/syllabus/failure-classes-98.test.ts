import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/** A course blog post: its date on top, then numbered assignments that list their materials. */
const POST = [
  'Monday, March 3, 2031',
  '',
  'Spring 2031 Syllabus: Harbor Law',
  '',
  'Textbook: Ann Reyes, Harbor Law (Tide Press 2029)',
  '',
  'LIST OF ASSIGNMENTS',
  '',
  'I. Salvage',
  '',
  '1. Text p. 10-24; Moss v. Crane (Link); Handout 1',
  '',
  '2. Text p. 25-31: Handout 2',
  '',
  '3. Text p.32-40; Handouts 3 and 4',
  '',
  '4. Text p. 41-60',
];

describe('a blog post of numbered assignments that list their materials', () => {
  it('reads every material of an assignment, one unit per assignment, the post date no class', () => {
    const r = read(POST);
    expect(r.rows).toEqual([
      [1, 'Text', '10-24', null],
      [1, 'Moss v. Crane (Link)', null, null],
      [1, 'Handout 1', null, null],
      [2, 'Text : Handout 2', '25-31', null],
      [3, 'Text', '32-40', null],
      [3, 'Handouts 3 and 4', null, null],
      [4, 'Text', '41-60', null],
    ]);
  });

  it('keeps a numbered topic with no page reference a topic', () => {
    const r = read(['1. Origins of harbor rules', '', '2. Pilots and their duties', '', '3. Salvage awards']);
    expect(r.rows).toEqual([]);
  });
});
