/**
 * Exclusion words of Spanish and French syllabi (the languages whose dates the calendar reads):
 * an item that opens by naming an assessment, a presentation, class participation, a research paper
 * or office hours (`Prueba escrita`, `Presentación de texto: …`, `Participación en clases`, `Trabajo
 * de investigación`, `Horario de consulta`, `Examen final`, `Exposé oral`, `Contrôle continu`,
 * `Devoir maison`) is course work, not a reading, as its English words are (`classify.ts` EXCLUSION).
 * Only the item's opening words are looked at: a work's title may hold such a word further on
 * (`Desigualdad y participación política`).
 */

const OPENING_EXCLUSION = new RegExp(
  [
    // Spanish
    'pruebas?',
    'ex[aá]men(?:es)?',
    'evaluaci[oó]n(?:es)?',
    'presentaci[oó]n(?:es)?',
    'exposici[oó]n(?:es)?(?:\\s+(?:te[oó]ricas?|orales?))?',
    'participaci[oó]n',
    'trabajos?\\s+(?:de\\s+investigaci[oó]n|finale?s?|grupal(?:es)?)',
    'propuestas?\\s+de\\s+investigaci[oó]n',
    'tareas?',
    'controles',
    'horarios?\\s+de\\s+(?:consulta|atenci[oó]n)',
    // French
    'examens?',
    'devoirs?',
    'expos[ée]s?',
    'pr[ée]sentations?',
    'partiels?',
    'contr[ôo]les?\\s+continus?',
    'travail\\s+(?:final|de\\s+recherche)',
    'heures\\s+de\\s+(?:permanence|bureau)',
  ].join('|'),
  'iu',
);
const AT_START = new RegExp(`^(?:${OPENING_EXCLUSION.source})(?!\\p{L})`, 'iu');

/** Whether a span opens with a Spanish or French word naming course work that is not a reading. */
export function opensWithForeignExclusion(text: string): boolean {
  return AT_START.test(text.trim());
}
