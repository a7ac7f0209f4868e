/**
 * Restores a space the relay set aside (relay README, "Set-aside spaces"). Run with the relay stopped:
 *
 *   npx tsx scripts/relay-restore-space.ts <data-dir>/set-aside/<tag>-<time> [--data-dir <dir>] [--unverified]
 *
 * Reads space.json, keeps every record whose checksum verifies (with --unverified also records that fail
 * it but still parse as Yjs updates: they may hold damaged data), merges them with what the live space
 * holds now (the devices' re-uploads; a CRDT merge loses neither side) and stores the result as the
 * space's one compacted, checksummed update. Prints what it kept and skipped.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as Y from 'yjs';
import { openLevel } from '../relay/store/level';
import { LeveldbDocStore } from '../relay/store/leveldbDocStore';
import { openUpdate } from '../relay/store/integrity';

interface SetAside {
  spaceId: string;
  tag: string;
  reason: string;
  records: { clock: number; value: string }[];
}

async function main() {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  const dataDirIndex = args.indexOf('--data-dir');
  const unverified = args.includes('--unverified');
  if (!folder)
    throw new Error('Usage: relay-restore-space.ts <set-aside folder> [--data-dir <dir>] [--unverified]');
  const dataDir = path.resolve(
    dataDirIndex >= 0 ? (args[dataDirIndex + 1] ?? '') : path.join(folder, '..', '..'),
  );
  const aside = JSON.parse(await readFile(path.join(folder, 'space.json'), 'utf8')) as SetAside;
  const kept: Uint8Array[] = [];
  for (const record of aside.records) {
    const raw = Uint8Array.from(Buffer.from(record.value, 'base64'));
    try {
      kept.push(openUpdate(aside.spaceId, record.clock, raw));
      console.log(`update ${record.clock}: verified, kept`);
    } catch (err) {
      const body = raw.subarray(10);
      let parses = false;
      try {
        Y.decodeUpdate(body);
        parses = true;
      } catch {}
      if (unverified && parses) {
        kept.push(body);
        console.log(`update ${record.clock}: FAILED its checksum but parses; kept (--unverified)`);
      } else {
        console.log(`update ${record.clock}: skipped (${err instanceof Error ? err.message : String(err)})`);
      }
    }
  }
  const level = openLevel(dataDir);
  const store = new LeveldbDocStore(level, dataDir);
  try {
    const live = await store.getUpdates(aside.spaceId);
    const doc = new Y.Doc();
    for (const u of [...live, ...kept]) Y.applyUpdate(doc, u);
    await store.compact(aside.spaceId, Y.encodeStateAsUpdate(doc));
    console.log(
      `Space ${aside.tag}: ${kept.length} set-aside update(s) merged with ${live.length} live one(s) into ${dataDir}.`,
    );
  } finally {
    await store.close();
    await level.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
