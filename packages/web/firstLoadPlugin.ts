/**
 * The build's part of the first load (docs/web-client.md §10, §11):
 *
 * - index.html's first paint: the sign-in frame's texts, written between `<!--l10n-->` and `<!--/l10n-->`
 *   with `{{key}}` placeholders (`{{locale}}`: the language's code), become one copy per language from
 *   the dictionaries, each with its `lang` (the server sets the page's language; CSS shows that copy).
 * - `first-load.json`: per route, the chunks (and style sheets) its screen loads beyond what index.html
 *   preloads, the app shell's, and each dictionary's chunk. The server adds them to the page as preloads,
 *   so that a phone fetches them beside the entry script instead of after running it.
 * - Two checks of the chunks: none imports another that imports it back (chunkCycles.ts), and no screen's
 *   first load brings more than a budget of modules it does not import (unusedOnLoad.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { FirstLoadManifest } from '@airsight/contracts/first-load';
import { LOCALES } from '@airsight/contracts/locales';
import { DICTIONARY_FILE, SCREEN_FILE, SHELL_FILE, type ImportsOf } from './moduleGraph.ts';
import { chunkCycle } from './chunkCycles.ts';
import { largestUnused, neededBy, UNUSED_BUDGET_BYTES, unusedBytes } from './unusedOnLoad.ts';

type OutputChunk = Rolldown.OutputChunk;

const L10N_BLOCK = /<!--l10n-->([\s\S]*?)<!--\/l10n-->/g;
function dictionary(locale: string): Record<string, string> {
  const file = path.join(import.meta.dirname, 'src', 'i18n', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One copy of each l10n block per language, its placeholders filled from that language's dictionary. */
export function localiseBlocks(html: string): string {
  return html.replace(L10N_BLOCK, (_block, body: string) =>
    LOCALES.map((locale) => {
      const words = dictionary(locale);
      const filled = body.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => {
        const text = key === 'locale' ? locale : words[key];
        if (text === undefined)
          throw new Error(`index.html names ${key}, which the ${locale} dictionary lacks`);
        return escapeHtml(text);
      });
      return filled.replace(/^(\s*<\w+)/, `$1 lang="${locale}"`);
    }).join(''),
  );
}

/** A chunk's file and the files of the chunks it imports statically, with their style sheets. */
function closure(bundle: Rolldown.OutputBundle, start: OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return files;
}

/**
 * Each screen's first load (its chunks and, but for Login, the shell's) against what the screen and the
 * shell import: prints the bytes they bring that nothing imports, and fails the build above the budget.
 */
function checkUnusedOnLoad(
  bundle: Rolldown.OutputBundle,
  chunks: readonly OutputChunk[],
  manifest: FirstLoadManifest,
  importsOf: ImportsOf,
): void {
  const shell = chunks.find((c) => SHELL_FILE.test(c.facadeModuleId ?? ''))!;
  const loaded = (files: readonly string[]) =>
    files.map((f) => bundle[f.slice(1)]).filter((o): o is OutputChunk => o?.type === 'chunk');
  const neededByShell = neededBy([shell.facadeModuleId!], importsOf);
  const report: string[] = [];
  const over: string[] = [];
  const culprits: string[] = [];
  for (const chunk of chunks) {
    const screen = SCREEN_FILE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!screen) continue;
    const inShell = screen !== 'Login';
    const needed = neededBy([chunk.facadeModuleId!], importsOf);
    if (inShell) for (const id of neededByShell) needed.add(id);
    const files = [...manifest.screens[screen]!, ...(inShell ? manifest.shell : [])];
    const screenChunks = loaded(files);
    const unused = unusedBytes(screenChunks, needed);
    report.push(`${screen} ${(unused / 1000).toFixed(1)}`);
    if (unused > UNUSED_BUDGET_BYTES) {
      over.push(screen);
      culprits.push(`${screen}: ${largestUnused(screenChunks, needed, 8).join(', ')}`);
    }
  }
  console.log(`first loads, KB of modules nothing on the screen imports: ${report.join(', ')}`);
  if (over.length > 0) {
    throw new Error(
      `${over.join(', ')} load more than ${UNUSED_BUDGET_BYTES / 1000} KB of modules they do not import ` +
        `(see unusedOnLoad.ts); the largest, KB: ${culprits.join('; ')}`,
    );
  }
}

/** Fails the build when chunks import each other in a cycle, naming the modules that make each link. */
function refuseChunkCycles(chunks: readonly OutputChunk[], importsOf: ImportsOf): void {
  const cycle = chunkCycle(new Map(chunks.map((c) => [c.fileName, c.imports])));
  if (!cycle) return;
  const chunkOf = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c.fileName] as const)));
  const short = (id: string) => id.replace(/^.*?(node_modules|src)[\\/]/, '');
  const links = cycle.slice(1).map((to, i) => {
    const from = chunks.find((c) => c.fileName === cycle[i])!;
    const importer = from.moduleIds.find((id) =>
      importsOf(id).some((imported) => chunkOf.get(imported) === to),
    );
    const imported = importer && importsOf(importer).find((id) => chunkOf.get(id) === to);
    return `${from.fileName} → ${to}${importer && imported ? ` (${short(importer)} imports ${short(imported)})` : ''}`;
  });
  throw new Error(
    `chunks import each other in a cycle, so a module of one may run before one it needs from the other ` +
      `(chunkCycles.ts); change the chunk groups in vite.config.ts: ${links.join('; ')}`,
  );
}

export function firstLoadPlugin(): Plugin {
  return {
    name: 'airsight-first-load',
    transformIndexHtml: { order: 'pre', handler: localiseBlocks },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      refuseChunkCycles(chunks, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('the build has no entry chunk');
      const initial = closure(bundle, entry);
      const beyondInitial = (chunk: OutputChunk) =>
        [...closure(bundle, chunk)].filter((f) => !initial.has(f)).map((f) => `/${f}`);

      const manifest: FirstLoadManifest = { screens: {}, shell: [], dictionaries: {} };
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        const screen = SCREEN_FILE.exec(id)?.[1];
        const locale = DICTIONARY_FILE.exec(id)?.[1];
        if (screen) manifest.screens[screen] = beyondInitial(chunk);
        else if (SHELL_FILE.test(id)) manifest.shell = beyondInitial(chunk);
        else if (locale) manifest.dictionaries[locale] = beyondInitial(chunk);
      }
      if (manifest.shell.length === 0 || Object.keys(manifest.dictionaries).length !== LOCALES.length) {
        throw new Error('first-load.json: the app shell or a dictionary chunk was not found');
      }
      checkUnusedOnLoad(bundle, chunks, manifest, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      this.emitFile({ type: 'asset', fileName: 'first-load.json', source: JSON.stringify(manifest) });
    },
  };
}
