import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: bullets under a session', () => {
  const r = read([
    'Week 1: Introductions',
    'January 15:',
    '- In class: Map activity',
    '- Read the syllabus and course schedule.',
    '- Read “How to read in this course.”',
    '- Read/view primary sources:',
    '- Required Reading: McManus & Helfman, Chapters 1-5',
    '- Homework: problem set 1',
  ]);

  it('takes readings; skips "In class:"/"Homework:" items, the syllabus, and labels that name nothing', () => {
    expect(r.region('In class')).toBe('bullet');
    expect(r.titles).toEqual(['“How to read in this course.”', 'McManus & Helfman, Chapters 1-5']);
  });
});
