import { describe, expect, it } from 'vitest';
import { notebookSourceLines } from './notebook-source';
import { read } from './testing';

/** A made-up calendar notebook (nbformat 3 keys: `worksheets`, `heading` cells with a `level`). */
const NOTEBOOK = [
  '{',
  ' "metadata": {',
  '  "name": ""',
  ' },',
  ' "nbformat": 3,',
  ' "worksheets": [',
  '  {',
  '   "cells": [',
  '    {',
  '     "cell_type": "heading",',
  '     "level": 3,',
  '     "metadata": {},',
  '     "source": [',
  '      "Part 1: Reading Old Maps"',
  '     ]',
  '    },',
  '    {',
  '     "cell_type": "markdown",',
  '     "metadata": {},',
  '     "source": [',
  '      "**Meets**: Fall 2019, Mondays and Wednesdays<br/>\\n",',
  '      "* **September $9^{th}$**: [Session 01](s01.ipynb).\\n",',
  '      " * Readings:\\n",',
  '      "   - [Chapter 2 of *The Mapmakers*](http://example.org/ch2)\\n",',
  '      "   - [\\"Ptolemy Revisited\\", from Imago Mundi](http://example.org/p)\\n",',
  '      "* **September $11^{th}$**: [Session 02](s02.ipynb).\\n",',
  '      " * Readings:\\n",',
  '      "   - [Chapter 3 of *The Mapmakers*](http://example.org/ch3)"',
  '     ]',
  '    },',
  '    {',
  '     "cell_type": "code",',
  '     "metadata": {},',
  '     "input": [',
  '      "import pandas as pd\\n",',
  '      "pd.read_csv(\\"maps.csv\\")"',
  '     ]',
  '    },',
  '    {',
  '     "cell_type": "markdown",',
  '     "metadata": {},',
  '     "source": "* **September $16^{th}$**: read [Chapter 4 of *The Mapmakers*](http://example.org/ch4)."',
  '    }',
  '   ],',
  '   "metadata": {}',
  '  }',
  ' ]',
  '}',
];

describe('a Jupyter notebook read as its JSON text', () => {
  it('is rewritten line for line: strings their text, heading cells headings, code and structure empty', () => {
    const out = notebookSourceLines(NOTEBOOK)!;
    expect(out).toHaveLength(NOTEBOOK.length);
    expect(out[13]).toBe('### Part 1: Reading Old Maps');
    expect(out[21]).toBe('* **September 9th**: [Session 01](s01.ipynb).');
    expect(out[24]).toBe('   - ["Ptolemy Revisited", from Imago Mundi](http://example.org/p)');
    expect(out[34]).toBe('');
    expect(out[35]).toBe('');
    expect(out[41]).toBe(
      '* **September 16th**: read [Chapter 4 of *The Mapmakers*](http://example.org/ch4).',
    );
    for (const i of [0, 1, 4, 9, 10, 12, 14, 17, 28, 33]) expect(out[i]).toBe('');
  });

  it('is not taken for a notebook when the JSON has no cells', () => {
    expect(notebookSourceLines(['{', ' "nbformat": 4,', ' "name": "x"', '}'])).toBeNull();
    expect(notebookSourceLines(['Week 1', '- Chapter 1'])).toBeNull();
  });

  it('reads the dated sessions and their readings, no JSON text and no code', () => {
    const r = read(NOTEBOOK);
    expect(r.titles.some((t) => /Chapter 2 of The Mapmakers/.test(t))).toBe(true);
    expect(r.titles.some((t) => /Chapter 3 of The Mapmakers/.test(t))).toBe(true);
    expect(r.titles.some((t) => /Ptolemy Revisited/.test(t))).toBe(true);
    expect(r.titles.some((t) => /[{}]|\\n|cell_type|metadata|pandas/.test(t))).toBe(false);
    const dates = r.s.weeks.flatMap((w) => w.readings.map((x) => x.date));
    expect(dates).toContain('2019-09-09');
    expect(dates).toContain('2019-09-11');
  });
});
