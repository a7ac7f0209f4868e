import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The command line both style benches take (`bench:calendar`, `bench:layout`): folders, styles, flags. */
export interface StyleBenchArgs {
  folders: string[];
  styles: string[];
  allWorse: boolean;
  writeDir: string | null;
}

export function parseStyleBenchArgs(argv: string[]): StyleBenchArgs {
  const args: StyleBenchArgs = { folders: [], styles: [], allWorse: false, writeDir: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--style') args.styles.push(argv[++i] ?? '');
    else if (a === '--write') args.writeDir = argv[++i] ?? null;
    else if (a === '--all-worse') args.allWorse = true;
    else if (!a.startsWith('-')) args.folders.push(a);
  }
  return args;
}

/** A style's name as a directory name (`--write`). */
export const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_');

/** Writes one variant to DIR/<style>/<folder>/<id>.txt (`--write DIR`). */
export function writeVariant(dir: string, style: string, folder: string, id: string, text: string): void {
  const folderDir = join(dir, fileSafe(style), folder);
  mkdirSync(folderDir, { recursive: true });
  writeFileSync(join(folderDir, `${id}.txt`), text);
}
