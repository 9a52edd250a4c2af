/**
 * The documents name files to read and to copy; a name that no longer exists sends a newcomer nowhere.
 * Every Markdown document of the repository (README.md, docs/, the packages' READMEs) is read, and each
 * repository path it names must exist:
 *
 * - in backticks or a fenced code block, every word that begins with a folder at the repository root
 *   (`packages/web/src/lib/api.ts`, `docs/telemetry.md`, `.ci/run`), taken from the root;
 * - every link target that is not a web address (`[telemetry](telemetry.md)`), taken from the document's
 *   folder, without its `#anchor`.
 *
 * A placeholder stands for any name: the folder before `<area>`, `*` or `…` must exist, and each choice of
 * `{en,ja,zh}` must. Paths into what a build or a run writes (dist/, data/) are not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Folders that .gitignore names: written by a build or a run, absent from a fresh checkout. */
const GENERATED = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);

/** The folders at the repository root: a word beginning with one of them is a repository path. */
const ROOTS = fs
  .readdirSync(REPO_ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== '.git' && !GENERATED.has(e.name))
  .map((e) => e.name);

/** Every Markdown document outside node_modules, as a path from the root. */
function documents(folder = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true })) {
    if (entry.name === '.git' || GENERATED.has(entry.name)) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...documents(relative));
    else if (entry.name.endsWith('.md')) found.push(relative);
  }
  return found;
}

interface Named {
  line: number;
  /** As the document writes it. */
  text: string;
  /** From the repository root. */
  path: string;
}

const PLACEHOLDER = /[<>*…]|\.\.\./;

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one brace group at a time). */
function expandBraces(p: string): string[] {
  const m = /\{([^{}]*)\}/.exec(p);
  if (!m) return [p];
  return m[1]!
    .split(',')
    .flatMap((choice) => expandBraces(p.slice(0, m.index) + choice + p.slice(m.index + m[0].length)));
}

/** What must exist for `p` to name something: placeholders cut at the folder before them. */
function mustExist(p: string): string[] {
  return expandBraces(p).map((one) => {
    const segments = one.split('/');
    const first = segments.findIndex((s) => PLACEHOLDER.test(s));
    return first < 0 ? one : segments.slice(0, first).join('/');
  });
}

const isGenerated = (p: string) => p.split('/').some((s) => GENERATED.has(s));

/** The repository paths among the words of a code span or a code block's line. */
function pathsInCode(code: string): string[] {
  // Commas inside {a,b} are choices, not separators.
  return code
    .replace(/\{[^{}\s]*\}/g, (group) => group.replaceAll(',', '\u0000'))
    .split(/[\s,;()'"=`]+/)
    .map((word) => word.replaceAll('\u0000', ','))
    .map((word) => word.replace(/^[[]+/, '').replace(/[.:,;\]]+$/, ''))
    .map((word) => word.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, ''))
    .filter((word) => ROOTS.some((root) => word.startsWith(`${root}/`)));
}

function namedPaths(doc: string, text: string): Named[] {
  const named: Named[] = [];
  const folder = path.posix.dirname(doc);
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(content)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      for (const p of pathsInCode(content)) named.push({ line, text: p, path: p });
      return;
    }
    for (const span of content.matchAll(/`([^`]+)`/g)) {
      for (const p of pathsInCode(span[1]!)) named.push({ line, text: p, path: p });
    }
    // Links, outside code spans.
    for (const link of content.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const withoutAnchor = decodeURI(target.replace(/#.*$/, ''));
      const resolved = path.posix.normalize(path.posix.join(folder, withoutAnchor));
      named.push({ line, text: target, path: resolved });
    }
  });
  return named.filter((n) => !isGenerated(n.path));
}

/**
 * `doc:line: text` for every path a document names that does not exist, from the root or (a package's
 * README writes its own files so) from the document's folder.
 */
function missingPaths(doc: string, text: string): string[] {
  const folder = path.posix.dirname(doc);
  const exists = (p: string) =>
    mustExist(p).every((one) => one === '' || fs.existsSync(path.join(REPO_ROOT, one)));
  return namedPaths(doc, text)
    .filter((n) => !exists(n.path) && !exists(path.posix.join(folder, n.path)))
    .map((n) => `${doc}:${n.line}: ${n.text}`);
}

describe('the documents name files that exist', () => {
  const docs = documents();

  it('reads the README and the docs', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/ARCHITECTURE.md');
    expect(docs).toContain('docs/performance.md');
  });

  it('finds what a document names, and each one that is missing', () => {
    const sample = [
      'The model is `packages/web/src/lib/api.ts` (`lib/api.ts` is not checked: no root folder).',
      'See [telemetry](telemetry.md#3-writes), [the spec](https://example.com/x.md) and `docs/no-such.md`.',
      '`packages/web/src/i18n/{en,ja,xx}.json`, `packages/contracts/src/http/calls/<area>.ts`, `packages/web/dist/x.js`',
      '```sh',
      'node packages/server/bench/run.ts queries   # and scripts/no-such.ts',
      '```',
    ].join('\n');
    expect(namedPaths('docs/sample.md', sample).map((n) => n.path)).toEqual([
      'packages/web/src/lib/api.ts',
      'docs/no-such.md',
      'docs/telemetry.md',
      'packages/web/src/i18n/{en,ja,xx}.json',
      'packages/contracts/src/http/calls/<area>.ts',
      'packages/server/bench/run.ts',
      'scripts/no-such.ts',
    ]);
    expect(missingPaths('docs/sample.md', sample)).toEqual([
      'docs/sample.md:2: docs/no-such.md',
      'docs/sample.md:3: packages/web/src/i18n/{en,ja,xx}.json',
      'docs/sample.md:5: scripts/no-such.ts',
    ]);
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const text = fs.readFileSync(path.join(REPO_ROOT, doc), 'utf8');
    expect(missingPaths(doc, text)).toEqual([]);
  });
});

describe('docs/ARCHITECTURE.md', () => {
  // A map a newcomer reads in ten minutes: topic detail belongs in the topic documents it links to.
  // Counted in bytes, the stricter measure: a § or an arrow is two or three of them.
  it('stays under 15,000 characters', () => {
    expect(fs.statSync(path.join(REPO_ROOT, 'docs/ARCHITECTURE.md')).size).toBeLessThan(15_000);
  });
});
