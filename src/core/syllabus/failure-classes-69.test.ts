/**
 * Failure classes of round 35: a reading page of numbered, named assignments (`Assignment 3: The Law of
 * Salvage`) that list their works for some classes only — an assignment with no works under it is the
 * reading, its name wrapped onto the next line joined to it.
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const PAGE = [
  'Reading Assignments',
  '',
  'March 2nd: Beginnings',
  '',
  'Assignment 1: Beginnings',
  '',
  'Ada Okafor, The Harbour Courts, Maritime Review (May 2011)',
  '',
  'March 4th: Salvage',
  '',
  'Assignment 2: The Law of Salvage and the',
  '',
  'Duty to Rescue at Sea',
  '',
  'March 9th: Towage',
  '',
  'Assignment 3: Towage Contracts',
  '',
  'March 11th: Pilotage',
  '',
  'Assignment 4: Compulsory Pilotage',
  '',
  'in the Northern Ports',
];

describe('numbered, named assignments of a reading page', () => {
  it('reads an assignment with no works under it as the reading, its wrapped name joined', () => {
    const r = read(PAGE);
    expect(r.titles).toEqual([
      'Ada Okafor, The Harbour Courts, Maritime Review (May 2011)',
      'The Law of Salvage and the Duty to Rescue at Sea',
      'Towage Contracts',
      'Compulsory Pilotage in the Northern Ports',
    ]);
  });

  it('keeps an assignment that lists its works as their heading, no reading of its own', () => {
    expect(read(PAGE).titles).not.toContain('Beginnings');
  });

  it('leaves numbered homework alone on a page that names no readings', () => {
    const r = read([
      'Course Schedule',
      '',
      'March 2nd: Beginnings',
      'Assignment 1: Collecting the harbour data',
      'March 4th: Salvage',
      'Assignment 2: Cleaning the records',
      'March 9th: Towage',
      'Assignment 3: Plotting the routes',
    ]);
    expect(r.titles).toEqual([]);
  });

  it('leaves numbered assignments with a due date alone: work to hand in', () => {
    const r = read([
      'Readings',
      '',
      'March 2nd: Beginnings',
      'Assignment 1: Collecting the harbour data. Due 3/9',
      'March 4th: Salvage',
      'Assignment 2: Cleaning the records. Due 3/16',
      'March 9th: Towage',
      'Assignment 3: Plotting the routes. Due 3/23',
    ]);
    expect(r.titles).toEqual([]);
  });
});
