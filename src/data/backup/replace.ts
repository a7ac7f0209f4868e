import type { BackupStore, CheckedBackup } from './content';
import { replaceRoots } from './docRoots';
import { applyTables } from './tables';

const REPLACE_ORIGIN = 'docket:backup';

/** Makes the live store hold exactly the backup (the caller takes a restore point first). */
export async function replaceWithBackup(store: BackupStore, backup: CheckedBackup): Promise<void> {
  await applyTables(store.db, backup.tables, 'replace', backup.filesIncluded);
  replaceRoots(store.doc, backup.doc, REPLACE_ORIGIN);
}
