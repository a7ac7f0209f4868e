/**
 * Month names of Spanish and Portuguese syllabi, as their dates write them after `de` (`17 de marzo`,
 * `3 de março`): dates.ts reads them beside the English ones.
 */
const MONTHS: readonly (readonly string[])[] = [
  ['enero', 'janeiro'],
  ['febrero', 'fevereiro'],
  ['marzo', 'março', 'marco'],
  ['abril'],
  ['mayo', 'maio'],
  ['junio', 'junho'],
  ['julio', 'julho'],
  ['agosto'],
  ['septiembre', 'setiembre', 'setembro'],
  ['octubre', 'outubro'],
  ['noviembre', 'novembro'],
  ['diciembre', 'dezembro'],
];

const INDEX = new Map(MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));

export const ROMANCE_MONTH_PATTERN = `(?:${MONTHS.flat().join('|')})`;

/** The month (1-12) of a Spanish or Portuguese month name (any case). */
export function romanceMonthNumber(name: string): number {
  return INDEX.get(name.toLowerCase())!;
}
