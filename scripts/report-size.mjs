#!/usr/bin/env node
// Prints the gzipped size of the JavaScript (and CSS) loaded on first paint: the entry chunk and
// everything index.html preloads. Lazily loaded screens, pdf.js, OCR and charts must not be in it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.cwd(), process.env.DOCKET_OUT_DIR || 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const LIMIT_KIB = 300;
const sizes = { js: 0, css: 0 };
for (const asset of new Set(assets)) {
  const gz = gzipSync(readFileSync(join(dist, asset))).length;
  sizes[asset.endsWith('.css') ? 'css' : 'js'] += gz;
  console.log(`  ${asset.padEnd(48)} ${(gz / 1024).toFixed(1).padStart(7)} KiB gzipped`);
}
const kib = (n) => (n / 1024).toFixed(1);
console.log(
  `First-paint JavaScript: ${kib(sizes.js)} KiB gzipped (budget ${LIMIT_KIB} KiB); CSS: ${kib(sizes.css)} KiB`,
);
if (sizes.js / 1024 > LIMIT_KIB) {
  console.error('Over the first-paint JavaScript budget.');
  process.exit(1);
}
