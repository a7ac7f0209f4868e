/**
 * The notice an import, replace or restore leaves for the page after its reload ("Your data was replaced…").
 *
 * It is kept in `sessionStorage` (it must outlive the reload, also one served by the service worker's cache)
 * and removed from there only once it has been on screen or the student dismissed it. Within one page load it
 * is also held in memory, so a backup section that mounts a second time (another route and back, a remount
 * after an error) still shows it, until dismissed. The page that set it and is about to reload neither shows
 * nor clears it: a remount there before the unload used to read-and-clear it, and the next page had none.
 */
export interface NoticeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface NoticeBox {
  /** Stores the notice for the page after the reload; this page then shows and clears nothing. */
  leaveWith(notice: string): void;
  /** The notice to show (the same on every mount of this page load until dismissed), or null. */
  read(): string | null;
  /** It was drawn on a visible page: a later reload does not show it again. */
  shown(): void;
  /** The student closed it: gone from this page load and from storage. */
  dismiss(): void;
}

/** One page load's view of the notice (a reload makes a new one; tests make one per simulated load). */
export function createNoticeBox(storage: NoticeStorage, key: string): NoticeBox {
  let held: string | null | undefined;
  let leaving = false;
  return {
    leaveWith(notice) {
      storage.setItem(key, notice);
      leaving = true;
    },
    read() {
      if (leaving) return null;
      if (held === undefined) held = storage.getItem(key);
      return held;
    },
    shown() {
      if (!leaving && held) storage.removeItem(key);
    },
    dismiss() {
      held = null;
      if (!leaving) storage.removeItem(key);
    },
  };
}
