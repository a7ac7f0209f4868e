/**
 * A page range's end written short (`178-79`, `1203-7`): the start's leading digits it leaves out are
 * put back (`179`, `1207`); an end as long as the start is kept as written. Digits in, digits out.
 */
export const fullEndPage = (from: string, end: string): string =>
  end.length < from.length ? from.slice(0, from.length - end.length) + end : end;
