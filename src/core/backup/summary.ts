/** What a backup or restore point holds, in words a student reads (generic over collections). */

export interface CountEntry {
  name: string;
  label: string;
  count: number;
}

export interface HoldingsSummary {
  /** Synced collections with at least one entry, the spec's main ones first. */
  collections: CountEntry[];
  /** Attached and uploaded files (device rows holding bytes). */
  files: number;
  /** Other device-local rows (settings, drafts, …). */
  deviceRows: number;
}

const LABELS: Record<string, string> = {
  courses: 'Courses',
  readings: 'Readings',
  syllabi: 'Syllabi',
  rpas: 'RPAs',
  weakSpots: 'Weak spots',
  sessions: 'Practice sessions',
  flowmaps: 'Flowmaps',
  prompts: 'Prompts',
  audits: 'Weekly boards',
  recommendations: 'Dismissed recommendations',
};
const ORDER = Object.keys(LABELS);

/** 'flowmapNodes' -> 'Flowmap nodes'. */
export function collectionLabel(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function summarize(
  counts: Readonly<Record<string, number>>,
  files: number,
  deviceRows: number,
): HoldingsSummary {
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  const collections = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => ({ name, label: collectionLabel(name), count }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  return { collections, files, deviceRows };
}

/** '3 courses, 24 readings, 2 flowmaps, 1 file' (empty: 'nothing yet'). */
export function summaryLine(summary: HoldingsSummary): string {
  const parts = summary.collections.map((c) => `${c.label}: ${c.count}`);
  if (summary.files > 0) parts.push(`Files: ${summary.files}`);
  return parts.length === 0 ? 'Nothing yet' : parts.join(' · ');
}
