import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { sectionTail } from './section-tail';

describe('a section-number list at the end of a class or week line', () => {
  it('splits the list (and its note) off the topic', () => {
    expect(sectionTail('Cells and Membranes 4.2, 4.5, 4.6')).toEqual({
      topic: 'Cells and Membranes',
      sections: '4.2, 4.5, 4.6',
    });
    expect(sectionTail('Quiz likely this week 7.1-7.3')).toEqual({
      topic: 'Quiz likely this week',
      sections: '7.1-7.3',
    });
    expect(sectionTail('- 9.1 -9.4')).toEqual({ topic: '', sections: '9.1 -9.4' });
    expect(sectionTail('Start Energy (Ch. 6) 6.2, 6.4 (skip the tables)')).toEqual({
      topic: 'Start Energy (Ch. 6)',
      sections: '6.2, 6.4 (skip the tables)',
    });
  });

  it('leaves one trailing number, versions and prose alone', () => {
    expect(sectionTail('Setting up Python 3.10')).toBeNull();
    expect(sectionTail('Cells and Membranes')).toBeNull();
    expect(sectionTail('Budget grew 2.5')).toBeNull();
    expect(sectionTail('Functions [BK] 1.2, 1.3')).toBeNull();
  });

  it("leaves a task's numbers to the task: exercises, problems, quizzes", () => {
    expect(sectionTail('exercises 2: 4.2, 5.1(b)')).toBeNull();
    expect(sectionTail('Week 3 Problems 3.1, 3.4, 3.9')).toBeNull();
    expect(sectionTail('Quiz 2 - 6.1-6.3')).toBeNull();
    expect(sectionTail('Homework #4: 2.1, 2.2')).toBeNull();
    expect(sectionTail('Problem set exercises and more 8.1, 8.2')).toEqual({
      topic: 'Problem set exercises and more',
      sections: '8.1, 8.2',
    });
  });

  it('reads the list of a week table row as the reading and the rest as the topic', () => {
    const r = read([
      'Spring 2031',
      'Date: Lecture Topic Reading',
      'Week #1 Cells and Membranes 2.1, 2.4',
      'Mon. Jan. 13- 3.1 -3.6',
      'Friday Jan 17 Quiz likely this week 4.1-4.2',
      'Week #2 Tissues 5.5, 5.7, 5.8',
    ]);
    expect(r.titles).toEqual([
      'Sections 2.1, 2.4',
      'Sections 3.1 -3.6',
      'Sections 4.1-4.2',
      'Sections 5.5, 5.7, 5.8',
    ]);
    expect(r.s.weeks.map((w) => w.topic)).toContain('Tissues');
  });
});
