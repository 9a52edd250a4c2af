// Prints the gzip size of every built chunk and checks the initial JavaScript budget (DESIGN §10: at most
// 200 KB gzip). "Initial" is what index.html loads before anything else: the entry script and the chunks
// it preloads (its static imports). Screens, the app shell and dictionaries are loaded later.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = 200 * 1024;
const dist = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST ?? 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
if (initial.size === 0) throw new Error('index.html loads no script');
const files = (dir) =>
  fs
    .readdirSync(path.join(dist, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name).split(path.sep).join('/')],
    );
const all = files('assets');

const rows = all
  .filter((f) => f.endsWith('.js'))
  .map((file) => ({
    file,
    raw: fs.statSync(path.join(dist, file)).size,
    gz: gzip(file),
    initial: initial.has(file),
  }))
  .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gz - a.gz);

console.log('\nchunk                                              raw        gzip   loaded');
for (const r of rows) {
  console.log(`${r.file.padEnd(46)} ${kb(r.raw)} ${kb(r.gz)}   ${r.initial ? 'initial' : 'lazy'}`);
}
const total = rows.filter((r) => r.initial).reduce((sum, r) => sum + r.gz, 0);
const cssGz = all.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(f), 0);
console.log(
  `\ninitial JavaScript: ${kb(total).trim()} gzip (budget ${BUDGET / 1024} KB)${cssGz ? `, CSS ${kb(cssGz).trim()}` : ''}`,
);
if (total > BUDGET) {
  console.error('the initial JavaScript is over budget: load the heavy parts lazily');
  process.exit(1);
}
