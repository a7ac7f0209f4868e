import { describe, expect, it } from 'vitest';
import { splitQuotedRun } from './quoted-run';

describe('an author named once before a run of quoted titles', () => {
  it('gives one work per quoted title, the author before each', () => {
    expect(splitQuotedRun('Marsh, “Signals and Noise,”@ “The Long Wire,”@ “Static.”@')).toEqual([
      'Marsh, “Signals and Noise”',
      'Marsh, “The Long Wire”',
      'Marsh, “Static”',
    ]);
    expect(splitQuotedRun('Okafor, “Preface” and “The Harbor.”')).toEqual([
      'Okafor, “Preface”',
      'Okafor, “The Harbor”',
    ]);
  });

  it('keeps a title with its own commas whole', () => {
    expect(splitQuotedRun('Lee, “Rivers, Roads, and Rails,” “Maps.”')).toEqual([
      'Lee, “Rivers, Roads, and Rails”',
      'Lee, “Maps”',
    ]);
  });

  it('leaves an entry with other words after the author whole', () => {
    const entry = 'Lee, “Maps,” Journal of Routes 12: 45-67';
    expect(splitQuotedRun(entry)).toEqual([entry]);
    expect(splitQuotedRun('the videos “Quick search,” “Advanced search”')).toEqual([
      'the videos “Quick search,” “Advanced search”',
    ]);
    expect(splitQuotedRun('Lee, “Maps.”')).toEqual(['Lee, “Maps.”']);
  });
});
