/**
 * Failure classes of round 36: what a Word table rebuilt from a PDF (workers/pipeline centredRows.ts)
 * gives the structurer — a cell's bulleted list kept apart by line breaks, a date cell that also gives the
 * class's time and room, numbered policy lists above a table whose only dates are in its cells. Small
 * made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { bulletedEntries } from './bulleted-entries';
import { opensWithForeignExclusion } from './foreign-exclusion';
import { isClassTimeAndPlace } from './layouts/class-time-place';
import { read } from './layouts/testing';

describe('a table cell’s bulleted list kept apart by line breaks', () => {
  it('is a list of items when every entry after the first opens with a bullet mark', () => {
    expect(bulletedEntries(['Read: Harbour Guide, pages 10-19', '• Complete: the survey'])).toEqual([
      'Read: Harbour Guide, pages 10-19',
      'Complete: the survey',
    ]);
    expect(bulletedEntries(['Harbour Tides', 'Doe, Sea Review 4 (2019)', 'Read pages 3-9'])).toBeNull();
  });

  it('gives each bulleted item of a row’s cell its own candidate, the title its own item’s', () => {
    const r = read([
      '| Week | Date | Readings |',
      '| 8 | March 7 | • Read: Harbour Guide, Chapter 3, pages 20-29 <br> • Complete: Online survey <br> • Bring a draft of your memo |',
      '| 9 | March 14 | • Read: Harbour Guide, Chapter 4, pages 30-39 <br> • Read: Tide Tables, Chapter 2, pages 5-9 |',
    ]);
    expect(r.titles).toHaveLength(3);
    expect(r.titles[0]).toMatch(/Harbour Guide, Chapter 3$/);
    expect(r.titles[2]).toMatch(/Tide Tables, Chapter 2$/);
    expect(r.rows.map((row) => row[2])).toEqual(['20-29', '30-39', '5-9']);
  });
});

describe('a date cell that also gives the class’s time and room', () => {
  it('is a date followed by a time of day or a span of two, and a short place', () => {
    expect(isClassTimeAndPlace('11:10-12:30 p.m. Room F300')).toBe(true);
    expect(isClassTimeAndPlace('12:30-1:50 p.m. E352')).toBe(true);
    expect(isClassTimeAndPlace('9 am')).toBe(true);
    expect(isClassTimeAndPlace('Negligence and the harbour pilots')).toBe(false);
    expect(isClassTimeAndPlace('10:00 the whole class meets in the harbour museum today')).toBe(false);
  });

  it('dates its row: the readings go to that day’s week', () => {
    const r = read([
      '| 5 | Friday, February 14, 2031 | • Read: Harbour Guide, Chapter 5, pages 40-49 |',
      '| 6 | Monday, February 24, 2031 11:10-12:30 p.m. Room F300 | • Read: Harbour Guide, Chapter 6, pages 50-59 |',
      '| 7 | Friday, February 28, 2031 | • Read: Harbour Guide, Chapter 7, pages 60-69 |',
    ]);
    const six = r.rows.find((row) => String(row[1]).includes('Chapter 6'));
    expect(six?.[3]).toBe('2031-02-24');
  });
});

describe('a numbered list above a table whose dates are only in its cells', () => {
  it('is no list of undated topics: the table’s dated rows are the classes', () => {
    const r = read([
      'Participation means the following:',
      '1. Attend all meetings, Collaboration, Plagiarism, and the Honor Code',
      '2. Prepare for classes by completing the reading',
      '3. Participate actively in discussions',
      '4. Use laptops only as permitted',
      '| Week | Date | Readings |',
      '| 1 | January 17 | Harbour Guide, Chapter 1, pages 1-9 |',
      '| 2 | January 24 | Harbour Guide, Chapter 2, pages 10-19 |',
    ]);
    expect(r.region('1. Attend all meetings')).not.toBe('numbered topic');
    expect(r.titles.some((t) => t.includes('Honor Code'))).toBe(false);
  });
});

describe('Spanish and French course work named at an item’s start', () => {
  it('is excluded like its English words; a title holding such a word further on is not', () => {
    expect(opensWithForeignExclusion('Prueba escrita.')).toBe(true);
    expect(opensWithForeignExclusion('Presentación de texto: cada grupo expone un texto')).toBe(true);
    expect(opensWithForeignExclusion('Participación en clases')).toBe(true);
    expect(opensWithForeignExclusion('Trabajo de investigación (propuesta y ejecución)')).toBe(true);
    expect(opensWithForeignExclusion('Horario de consulta del profesor: lunes')).toBe(true);
    expect(opensWithForeignExclusion('Exposé oral en groupe')).toBe(true);
    expect(opensWithForeignExclusion('Contrôle continu')).toBe(true);
    expect(opensWithForeignExclusion('Desigualdad y participación política')).toBe(false);
    expect(opensWithForeignExclusion('Pruebasco, A. (2010). Mareas del puerto.')).toBe(false);
  });

  it('keeps a bulleted evaluation list out of the readings, and the references in', () => {
    // A reading list (most bullets are references) whose method section lists the course's work.
    const references = Array.from(
      { length: 12 },
      (_, i) => `• Autor${i + 1}, B. (20${11 + i}). Obra número ${i + 1} del mar. Editorial Costa.`,
    );
    const r = read([
      'CONTENIDOS',
      '1. Aspectos normativos del puerto.',
      '2. Pobreza: conceptos y medición.',
      '3. Movilidad social: tendencias.',
      'METODOLOGÍA',
      '4. Clases:',
      '• Exposiciones teóricas.',
      '• Presentaciones de estudiantes.',
      '5. Evaluaciones:',
      '• Prueba escrita.',
      '• Participación en clases',
      '• Trabajo de investigación (propuesta y ejecución).',
      'BIBLIOGRAFÍA',
      '• Doe, J. (2019). Mareas del puerto. Revista de Puertos, 4, 10-19.',
      ...references,
    ]);
    expect(r.titles.some((t) => /Prueba|Participación|Trabajo|Exposiciones|Presentaciones/.test(t))).toBe(
      false,
    );
    expect(r.titles.some((t) => t.includes('Mareas del puerto'))).toBe(true);
  });
});

describe('one book’s chapters listed with `;` after a colon', () => {
  it('is one reading, its pages gathered (`Handbook: Chapter 3, pages …; Chapters 5-6, pages …`)', () => {
    const r = read(['Week 1', '- Read: Handbook: Chapter 3, pages 20-29; Chapters 5-6, pages 40-59']);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]?.[2]).toBe('20-29, 40-59');
  });
});
