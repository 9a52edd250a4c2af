/**
 * The monthly report's charts as PNG: the SVG of chart-svg.ts rasterised by resvg at twice its size, with
 * the system's Noto Sans CJK (and a Latin font before it, for speed), so that Japanese and Chinese texts
 * render on any server and render the same. No CJK font is an error that says what to install, never a chart of empty boxes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Locale } from '@airsight/contracts/locales';

/** Where distributions install Noto Sans CJK (Debian and Ubuntu's fonts-noto-cjk first). */
const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts'];
const CJK_FONT_FILE = /^NotoSansCJK.*-Regular\.(ttc|otc|otf)$/i;
const KNOWN_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
];

/**
 * A small Latin font put before the CJK one where the machine has it: resvg shapes each text with the
 * first family that has its glyphs, and shaping with the 19 MB CJK collection costs about 8 ms a text
 * against under 1 ms with a Latin font, so a chart of 50 machines' labels (digits and serial numbers,
 * mostly) takes a tenth of the time. Texts with CJK characters still fall back to Noto Sans CJK.
 */
const LATIN_FONTS = [
  { file: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', family: 'Noto Sans' },
  { file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', family: 'Liberation Sans' },
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', family: 'DejaVu Sans' },
];
let latinFont: (typeof LATIN_FONTS)[number] | null | undefined;
const findLatinFont = () => (latinFont ??= LATIN_FONTS.find((f) => fs.existsSync(f.file)) ?? null);

/** The CJK family per locale: the Japanese or Simplified Chinese forms of the same characters. */
const cjkFamily = (locale: Locale) => (locale === 'zh' ? 'Noto Sans CJK SC' : 'Noto Sans CJK JP');

/** The chart's font-family list: the Latin font (when there is one), then the CJK family of the locale. */
export function chartFontFamily(locale: Locale): string {
  const latin = findLatinFont();
  return latin ? `${latin.family}, ${cjkFamily(locale)}` : cjkFamily(locale);
}

function findIn(dir: string, depth: number): string | undefined {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  const file = entries.find((e) => e.isFile() && CJK_FONT_FILE.test(e.name));
  if (file) return path.join(dir, file.name);
  if (depth === 0) return undefined;
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    const found = findIn(path.join(dir, e.name), depth - 1);
    if (found) return found;
  }
  return undefined;
}

let cachedFont: string | undefined;

/** The path of a Noto Sans CJK font file; throws when the machine has none. */
export function cjkFontFile(): string {
  cachedFont ??=
    KNOWN_FILES.find((f) => fs.existsSync(f)) ??
    FONT_DIRS.map((d) => findIn(d, 4)).find((f) => f !== undefined);
  if (!cachedFont) {
    throw new Error(
      `Monthly report charts need the Noto Sans CJK font, found in none of ${FONT_DIRS.join(', ')}: ` +
        'install it (Debian and Ubuntu: apt-get install fonts-noto-cjk)',
    );
  }
  return cachedFont;
}

/** An SVG document as PNG at `scale` times its size, with only the fonts of chartFontFamily. */
export function svgToPng(svg: string, fontFamily: string, scale = 2): Buffer {
  // The last family of the list is the CJK one: what a text falls back to.
  const fallback = fontFamily.split(',').at(-1)!.trim();
  const latin = findLatinFont();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    background: '#FFFFFF',
    font: {
      fontFiles: [...(latin ? [latin.file] : []), cjkFontFile()],
      loadSystemFonts: false,
      defaultFontFamily: fallback,
      sansSerifFamily: fallback,
    },
  });
  return resvg.render().asPng();
}
