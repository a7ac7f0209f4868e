/**
 * Calendar failure classes of round 36 (real PDFs): day-first Spanish and Portuguese dates
 * (`17 de marzo`), a numbered class whose date closes its line in brackets, a header field that names
 * the course's year (`AÑO | 2025`), a class heading naming its week and its class day (`Class 3 – Week
 * of February 2 (February 5 Class)`). Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { findDate } from './dates';
import { read } from './layouts/testing';
import { classDayOfWeek } from './layouts/week-of-class-day';
import { yearField } from './year-field';

describe('day-first dates in Spanish and Portuguese', () => {
  it('read the day and the month after de', () => {
    expect(findDate('Sesión 4 (17 de marzo)')?.date).toEqual({ month: 3, day: 17, year: undefined });
    expect(findDate('Aula 2 (3 de março de 2025)')?.date).toEqual({ month: 3, day: 3, year: 2025 });
    expect(findDate('entrega: 9 de Diciembre')?.date).toEqual({ month: 12, day: 9, year: undefined });
    // `de` before a word that is no month is no date.
    expect(findDate('capítulo 3 de Marx')).toBeNull();
  });
});

describe('a numbered class whose date closes its line', () => {
  const plan = (header: string, dates: [string, string, string]) => [
    header,
    'Calendario',
    `1. Presentación (${dates[0]})`,
    `2. Pobreza: conceptos (${dates[1]})`,
    '   • Lecturas obligatorias:',
    '     – Ruiz, A. (2019). Las mareas del puerto. Revista de Costas, 45, 155-175.',
    `3. Movilidad social (${dates[2]})`,
    '   • Lecturas obligatorias:',
    '     – Osei, B. (2014). Puertos y ciudades. Editorial Faro. Capítulo 1.',
  ];

  it('is a dated class, its readings in its calendar week', () => {
    const r = read(plan('SOC 200 Harbours, Spring 2025, Mondays', ['3 March', '10 March', '24 March']));
    expect(r.rows.map((row) => [row[0], row[3]])).toEqual([
      [2, '2025-03-10'],
      [4, '2025-03-24'],
    ]);
  });

  it('takes the year of a header field when no term names it', () => {
    expect(yearField(['CURSO | Puertos', 'AÑO | 2025', 'PROFESOR | A. Ruiz'])).toBe(2025);
    expect(yearField(['Year: 2019'])).toBe(2019);
    expect(yearField(['Published in the year 2019'])).toBeUndefined();
    const r = read(plan('AÑO | 2025', ['3 de marzo', '10 de marzo', '24 de marzo']));
    expect(r.rows.map((row) => row[3])).toEqual(['2025-03-10', '2025-03-24']);
    expect(r.s.meetingDays).toEqual(['monday']);
  });
});

describe('a class heading naming its week and its class day', () => {
  it('dates an "Assignments for Next Week" list by the next class', () => {
    const r = read([
      'Harbour Law Workshop, Spring 2026, Thursdays',
      'Class 1 – Week of January 19 (January 22 Class)',
      'Introduction',
      'Assignments for Next Week',
      '- Read Ruiz: Chapter 2 (Tides)',
      'Class 2 – Week of January 26 (January 29 Class)',
      'Tides',
      'Assignments for Next Week',
      '- Read Ruiz: Chapter 3 (Wrecks)',
      'Class 3 – Week of February 2 (February 5 Class)',
      'Wrecks',
    ]);
    expect(r.rows.map((row) => [row[0], row[3]])).toEqual([
      [2, '2026-01-29'],
      [3, '2026-02-05'],
    ]);
  });

  it('is dated by the class day', () => {
    expect(classDayOfWeek('– Week of February 2 (February 5 Class)')?.date).toEqual({
      month: 2,
      day: 5,
      year: undefined,
    });
    expect(classDayOfWeek('– Week of March 16 - SPRING BREAK')).toBeNull();
    const r = read([
      'Harbour Law Workshop, Spring 2026, Thursdays',
      'Class 1 – Week of January 19 (January 22 Class)',
      '- Read Ruiz: Chapter 2 (Tides)',
      'Class 2 – Week of January 26 (January 29 Class)',
      '- Read Ruiz: Chapter 3 (Wrecks)',
    ]);
    expect(r.rows.map((row) => [row[0], row[3]])).toEqual([
      [1, '2026-01-22'],
      [2, '2026-01-29'],
    ]);
  });
});
