import { describe, expect, it } from 'vitest';
import { MEDIA_LABEL } from './media-block';
import { read } from './testing';

describe('media block: a "Watch:" label over videos', () => {
  it('knows the labels that name things to watch or hear, not to read', () => {
    for (const t of ['Watch:', 'Watch', 'Listen to:', 'View before class:', 'Videos:', 'Podcasts'])
      expect(MEDIA_LABEL.test(t)).toBe(true);
    for (const t of ['Read:', 'Watch the film in class', 'Readings:'])
      expect(MEDIA_LABEL.test(t)).toBe(false);
  });

  const doc = [
    '### Week 1',
    '#### Mon, Sep 08: Gothic cathedrals',
    '',
    '_Read_:',
    '',
    '- Otto von Simson, _The Gothic Cathedral_, pp. 3–20',
    '- [“Chartres Cathedral” by Jane Doe](https://example.org/chartres)',
    '',
    '_Watch_:',
    '',
    '- [Chartres, the west facade](https://example.org/v1)',
    '- [Abbot Suger, Saint-Denis](https://example.org/v2)',
    '',
    '#### Wed, Sep 10: Stained glass',
    '',
    '_Watch_:',
    '',
    '- [How stained glass was made](https://example.org/v3)',
    '',
    '_Read_:',
    '',
    '- Meredith Lillich, _The Armor of Light_, pp. 40–52',
  ];

  it('takes the readings and none of the videos, and reads on after a reading label', () => {
    expect(read(doc).titles).toEqual([
      'Otto von Simson, The Gothic Cathedral',
      '“Chartres Cathedral” by Jane Doe',
      'Meredith Lillich, The Armor of Light',
    ]);
  });
});
