import type { HoldingsSummary } from '../../core/backup/summary';

/** Texts of the backup and restore-point screens (asserted by the e2e tests). */
export const BACKUP_TEXT = {
  sectionTitle: 'Backups',
  download: 'Download backup',
  includeFiles: 'Include attached and uploaded files',
  choose: 'Import a backup…',
  checking: 'Checking the backup…',
  holds: 'This backup holds',
  merge: 'Merge into my data',
  replace: 'Replace my data',
  mergeHelp:
    'Merge adds what the backup holds to what is on this device; nothing here is removed. Replace makes this device hold exactly the backup (a restore point of your current data is taken first).',
  merged: 'Backup merged into your data.',
  replaced: 'Your data was replaced by the backup. A restore point of what you had is in Restore points.',
  pointsTitle: 'Restore points',
  pointsHelp:
    'Docket keeps copies of your data on this device: one a day while you use it (the last 7), before every import, replace and space join, and those you make (the last 5). Files are not in restore points.',
  makePoint: 'Make a restore point now',
  noPoints: 'No restore points yet.',
  restore: 'Restore',
  restoreConfirm: 'Restore this point?',
  restoreHelp:
    'Your data becomes what this restore point holds. A restore point of your current data is taken first, so you can go back.',
  restored: 'Restored. A restore point of your data before the restore is in the list.',
} as const;

export const NOTICE_KEY = 'docket:backup-notice';

/** One line per collection, for the import preview and restore points ('Courses: 2', 'Flowmaps: 1', 'Files: 1'). */
export function summaryItems(summary: HoldingsSummary): string[] {
  const items = summary.collections.map((c) => `${c.label}: ${c.count}`);
  if (summary.files > 0) items.push(`Files: ${summary.files}`);
  if (summary.deviceRows > 0) items.push(`Device settings and drafts: ${summary.deviceRows}`);
  return items.length > 0 ? items : ['Nothing yet'];
}
