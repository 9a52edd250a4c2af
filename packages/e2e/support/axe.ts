/**
 * axe-core in the page under test: its script is injected as is (axe.source) and run on the whole
 * document; the serious and critical violations come back as one line per failing element.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface Violation {
  rule: string;
  impact: string;
  /** The failing element's CSS selector as axe gives it. */
  target: string;
  summary: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until no finite animation or transition runs, so that axe judges the page at rest: a fade caught
 * half way has a contrast that no user reads. Endless ones (a blinking alarm letter, a turning cog) are
 * left running: each of their states is on screen for long.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  await settledAnimations(page);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
      // WCAG 2.2 A and AA, and axe's best practices (the `list` rule among them).
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    }),
  );
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.map(String).join(' '),
        summary: v.help,
      })),
    );
}

export const describeViolations = (violations: readonly Violation[]): string =>
  violations.map((v) => `  ${v.rule} (${v.impact}) at ${v.target}: ${v.summary}`).join('\n');

/** WCAG's contrast ratio of two computed colours, 'rgb(r, g, b)' (opaque). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
