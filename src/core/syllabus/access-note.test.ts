/** The access note of a web citation is no reading (access-note.ts). Small made-up examples. */
import { describe, expect, it } from 'vitest';
import { isAccessNote } from './access-note';
import { classifySpan } from './classify';

describe('access notes', () => {
  it('knows an access or retrieval note and a wrapped date alone', () => {
    for (const t of [
      'Accessed 3 March 2025.',
      'Retrieved May 2, 2024 from https://example.org/tides/',
      'Last visited 12 June 2023',
      'Accessed 8',
      'March 2025.',
      '12 March 2025',
    ])
      expect(isAccessNote(t)).toBe(true);
  });

  it('leaves works and readings alone', () => {
    for (const t of [
      'Accessing the Archive: A Guide, Chapter 2',
      'Retrieval Practice and Memory, pp. 10-24',
      'March of the Tides, Chapter 2',
      'Visited Lands (2019), 40-55',
    ])
      expect(isAccessNote(t)).toBe(false);
  });

  it('is not taken as a reading under a reading label', () => {
    const v = classifySpan({ text: 'Accessed 3 March 2025', context: 'label', bulletPrior: 0 });
    expect(v.take).toBe(false);
  });
});
