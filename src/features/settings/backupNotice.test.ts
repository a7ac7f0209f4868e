import { describe, expect, it } from 'vitest';
import { createNoticeBox, type NoticeStorage } from './backupNotice';

const KEY = 'docket:backup-notice';
const REPLACED = 'Your data was replaced by the backup.';

/** sessionStorage of one tab: it outlives reloads; each page load makes a new box over it. */
function tabStorage(): NoticeStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('the backup notice across a reload', () => {
  it('survives a second mount of the section on the page after the reload', () => {
    const tab = tabStorage();
    createNoticeBox(tab, KEY).leaveWith(REPLACED);
    const after = createNoticeBox(tab, KEY); // the reload
    expect(after.read()).toBe(REPLACED); // first mount
    after.shown();
    expect(after.read()).toBe(REPLACED); // the section mounts again (another route and back)
    expect(after.read()).toBe(REPLACED);
  });

  it('is not taken by a remount on the page that is about to reload', () => {
    const tab = tabStorage();
    const before = createNoticeBox(tab, KEY);
    before.leaveWith(REPLACED);
    // Before the unload the old page draws the section again (its data just changed).
    expect(before.read()).toBeNull();
    before.shown();
    expect(createNoticeBox(tab, KEY).read()).toBe(REPLACED);
  });

  it('stays in storage until drawn: a reload before it was on screen shows it again', () => {
    const tab = tabStorage();
    createNoticeBox(tab, KEY).leaveWith(REPLACED);
    expect(createNoticeBox(tab, KEY).read()).toBe(REPLACED); // read, never drawn (e.g. the page reloaded)
    const next = createNoticeBox(tab, KEY);
    expect(next.read()).toBe(REPLACED);
    next.shown();
    expect(createNoticeBox(tab, KEY).read()).toBeNull(); // once shown, a later reload does not repeat it
  });

  it('is gone once dismissed, on this page load and the next', () => {
    const tab = tabStorage();
    createNoticeBox(tab, KEY).leaveWith(REPLACED);
    const page = createNoticeBox(tab, KEY);
    expect(page.read()).toBe(REPLACED);
    page.dismiss();
    expect(page.read()).toBeNull();
    expect(createNoticeBox(tab, KEY).read()).toBeNull();
    expect(tab.map.size).toBe(0);
  });

  it('a new notice replaces an old one not yet shown', () => {
    const tab = tabStorage();
    createNoticeBox(tab, KEY).leaveWith('Backup merged into your data.');
    createNoticeBox(tab, KEY).leaveWith(REPLACED);
    expect(createNoticeBox(tab, KEY).read()).toBe(REPLACED);
  });
});
