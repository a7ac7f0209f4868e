import { describe, expect, it } from 'vitest';
import { closesWithPublicationDate } from './publication-date';

describe('closesWithPublicationDate', () => {
  it('sees a work closed by its month and year or by its day', () => {
    expect(closesWithPublicationDate('Deep Water, Geographic Monthly (April 2010)')).toBe(true);
    expect(closesWithPublicationDate('Ann Lee, Big Water, The Daily Post, May 13, 2014')).toBe(true);
  });

  it('sees none in a date alone, a date inside the line or a bare year', () => {
    expect(closesWithPublicationDate('Field trip (April 2010)')).toBe(false);
    expect(closesWithPublicationDate('Exam, April 2010, room 5')).toBe(false);
    expect(closesWithPublicationDate('Smith, Contracts (2010)')).toBe(false);
  });
});
