import type { z } from 'zod';

export interface RowProblem {
  id: string;
  action: 'repaired' | 'skipped';
  issues: string[];
}

interface RepairResult<T> {
  value?: T;
  problem?: RowProblem;
}

const describeIssues = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`);

/**
 * Parses a stored row. When it fails its schema, the offending top-level fields are dropped (so optional
 * fields vanish and defaults apply) and the id and timestamps are restored; a row still invalid is skipped.
 * Nothing is written back: the repaired value is what screens see until the row is next saved.
 */
export function repairRow<T>(
  schema: z.ZodType<T, unknown>,
  key: string,
  raw: unknown,
  now: () => string,
): RepairResult<T> {
  const first = schema.safeParse(raw);
  if (first.success) return { value: first.data };
  const issues = describeIssues(first.error.issues);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { problem: { id: key, action: 'skipped', issues } };
  }
  const candidate: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  let result: z.ZodSafeParseResult<T> = first;
  for (let attempt = 0; attempt < 8 && !result.success; attempt++) {
    const fields = new Set(result.error.issues.map((i) => String(i.path[0] ?? '')));
    if (fields.has('')) break;
    for (const field of fields) delete candidate[field];
    candidate.id = key;
    candidate.createdAt ??= new Date(0).toISOString();
    candidate.updatedAt ??= candidate.createdAt ?? now();
    result = schema.safeParse(candidate);
  }
  if (result.success) return { value: result.data, problem: { id: key, action: 'repaired', issues } };
  return { problem: { id: key, action: 'skipped', issues } };
}
