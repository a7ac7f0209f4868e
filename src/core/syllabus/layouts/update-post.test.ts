import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: a list of updates, newest first', () => {
  const r = read([
    'Announcements',
    '- 11/20/19: Posted the exam instructions.',
    '- 11/12/19: The last two assignments are shorter. The new assignments are:',
    '- Class 24, Monday November 18: 401-420; Sections 107-108.',
    '- Class 25, Wednesday November 20: 421-440.',
    '- 11/4/19: For class #22 on Monday, November 11th, read Smith v. Jones, pp. 380-399.',
    '- 10/30/19: The reading list is online.',
  ]);

  it('dates each class item by the class day it names, not the day it was posted', () => {
    expect(r.rows).toEqual([
      [1, 'Smith v. Jones', '380-399', '2019-11-11'],
      [2, 'Assigned pages', '401-420', '2019-11-18'],
      [2, 'Sections 107-108', null, '2019-11-18'],
      [2, 'Assigned pages', '421-440', '2019-11-20'],
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('opens no class for a note that names none', () => {
    expect(r.region('11/20/19')).toBe('outside schedule');
  });
});
