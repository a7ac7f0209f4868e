import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { withoutAddresses } from './title-addresses';

describe('a web address in a reading’s title', () => {
  it('is left out when the title has words of its own', () => {
    expect(withoutAddresses('Tides and Ports. https://tidewater.org/tides.pdf')).toBe('Tides and Ports.');
    expect(withoutAddresses('Okafor, Harbours (https://tidewater.org/h)')).toBe('Okafor, Harbours');
    expect(withoutAddresses('Mensah, Estuaries, May 2, 2030, archive.ph')).toBe(
      'Mensah, Estuaries, May 2, 2030',
    );
  });

  it('stays when it is all the title names', () => {
    expect(withoutAddresses('https://tidewater.org/tides')).toBe('https://tidewater.org/tides');
    expect(withoutAddresses('www.tidewater.org/intro')).toBe('www.tidewater.org/intro');
    expect(withoutAddresses('Okafor, Tides, pp. 1-20')).toBe('Okafor, Tides, pp. 1-20');
  });

  it('titles a linked reading under a label by its words', () => {
    const r = read([
      '## Week 1: Ports',
      'Read:',
      '* Tides and the Harbour Wall. https://tidewater.org/walls/tides-and-the-harbour-wall',
    ]);
    expect(r.titles).toEqual(['Tides and the Harbour Wall.']);
  });
});
