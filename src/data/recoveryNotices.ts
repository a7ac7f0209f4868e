import { RECOVERY_DB_NAME } from './docRecovery';
import type { LocalRecovery } from './store';

export interface RecoveryNotice {
  id: string;
  title: string;
  message: string;
}

export const UNREADABLE_TITLE = 'Some saved changes could not be read';
export const SLOW_LOAD_TITLE = 'Docket opened before everything was read';
export const GARBLED_SPACE_TITLE = "This device's sync space id was damaged";
/** What to do about a damaged space id (the notice, and Settings while the device has no space). */
export const GARBLED_SPACE_WHAT_TO_DO =
  'Sync is paused on this device until you pair it again: open Settings on one of your other devices, copy its pairing link and open it here (or paste it under Join a space in Settings). No other device? Choose Start a new sync space in Settings.';
/** The sync status while the device has no space. */
export const NO_SPACE_STATUS =
  "Sync paused: this device's sync space id was damaged. Pair it again in Settings.";
export const READ_ONLY_TITLE = 'Opened read-only: saved by a newer Docket';

/** What the app tells the student about anything the start could not read (shown until closed). */
export function recoveryNotices(recovery: LocalRecovery): RecoveryNotice[] {
  const notices: RecoveryNotice[] = [];
  if (recovery.setAsideRecords > 0) {
    const n = recovery.setAsideRecords;
    notices.push({
      id: 'unreadable-records',
      title: UNREADABLE_TITLE,
      message:
        `${n} saved ${n === 1 ? 'change' : 'changes'} on this device could not be read. ` +
        `${n === 1 ? 'It was' : 'They were'} set aside in this browser's "${RECOVERY_DB_NAME}" storage, not deleted, and everything else is open. ` +
        'To get what is missing back, open Docket on another device that syncs with this one (its copy returns here on the next sync), or restore a backup of this browser’s data.',
    });
  }
  if (recovery.loadTimedOut) {
    notices.push({
      id: 'slow-load',
      title: SLOW_LOAD_TITLE,
      message:
        'Reading your saved changes took too long, so Docket opened with its last saved copy. Anything still missing appears when reading finishes; reload the page if it does not.',
    });
  }
  if (recovery.garbledSpaceId !== undefined) {
    const shown = recovery.garbledSpaceId.slice(0, 24);
    notices.push({
      id: 'garbled-space-id',
      title: GARBLED_SPACE_TITLE,
      message:
        `Docket kept the damaged id ("${shown}${recovery.garbledSpaceId.length > 24 ? '…' : ''}") and everything on this device; it did not start a new, empty sync space. ` +
        `${GARBLED_SPACE_WHAT_TO_DO}`,
    });
  }
  if (recovery.readOnly !== undefined)
    notices.push({ id: 'read-only', title: READ_ONLY_TITLE, message: recovery.readOnly });
  return notices;
}
