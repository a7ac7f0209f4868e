/**
 * A printed week number read wrongly. OCR misreads a week cell's digit (`3` as `9` or `8`, a merged
 * cell's number read beside the wrong row), and the sequence of printed weeks breaks: `1, 2, 9, 4`.
 * A week printed between two weeks two apart (`2` ... `4`) that is not the one between them, and is out
 * of order with its neighbours (above the next or below the one before), is that week: `9` is `3`.
 * A skip that keeps the order (`2, 5, 6`: a break week left out) is left as printed.
 */
import type { Session } from './sessions';

/** Sets each session of a misread printed week to the week its neighbours imply; returns how many. */
export function repairMisreadWeeks(sessions: Session[]): number {
  // Runs of consecutive sessions printed under one week, in document order.
  const runs: { week: number; members: Session[] }[] = [];
  for (const s of sessions) {
    if (s.explicitWeek === undefined) continue;
    const last = runs[runs.length - 1];
    if (last && last.week === s.explicitWeek) last.members.push(s);
    else runs.push({ week: s.explicitWeek, members: [s] });
  }
  let repaired = 0;
  for (let k = 1; k + 1 < runs.length; k++) {
    const prev = runs[k - 1]!.week;
    const next = runs[k + 1]!.week;
    const run = runs[k]!;
    if (next !== prev + 2 || run.week === prev + 1) continue;
    if (run.week <= next && run.week >= prev) continue;
    run.week = prev + 1;
    for (const s of run.members) s.explicitWeek = prev + 1;
    repaired += run.members.length;
  }
  return repaired;
}
