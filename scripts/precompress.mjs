#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, so the
// relay serves them with Content-Encoding without compressing per request (relay/http/static.ts).
// A copy is kept only when it is smaller than the file. Run after `vite build`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = resolve(process.cwd(), process.env.DOCKET_OUT_DIR || 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|map|ico|traineddata)$/;
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(full)));
    else if (COMPRESSIBLE.test(entry.name)) out.push(full);
  }
  return out;
}

async function compress(file) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return [0, 0];
  const [brotli, gzipped] = await Promise.all([
    br(data, {
      params: {
        // The best ratio for what the first paint needs; large OCR and PDF files get a faster setting.
        [constants.BROTLI_PARAM_QUALITY]: data.length <= 512 * 1024 ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  if (brotli.length < data.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
  return [data.length, brotli.length];
}

const started = performance.now();
let raw = 0;
let packed = 0;
const list = await files(dist);
for (let i = 0; i < list.length; i += 4) {
  for (const [a, b] of await Promise.all(list.slice(i, i + 4).map(compress))) {
    raw += a;
    packed += b;
  }
}
const mib = (n) => (n / 1024 / 1024).toFixed(1);
console.log(
  `Precompressed ${list.length} files: ${mib(raw)} MiB -> ${mib(packed)} MiB (br) in ${Math.round(performance.now() - started)} ms`,
);
await stat(dist);
