/**
 * Checks of a screen as a keyboard user and a person on a phone meet it:
 *
 * - tabStops: every element the Tab key reaches, in order, with whether it shows a focus indicator:
 *   the computed outline and box-shadow of the element and its two nearest ancestors (and the border of
 *   an outlined text field's frame, MUI's focus sign for inputs) differ between focused and not focused.
 * - smallTargets: visible interactive elements under 24 x 24 CSS pixels (WCAG 2.2, 2.5.8), except
 *   links inline in a sentence, which the criterion exempts.
 *
 * The in-page helpers are injected as a script tag, so the page's context must bypass the portal's
 * content security policy (`newPage(browser, locale, { bypassCSP: true })`), as axe-core needs too.
 */
import type { Page } from 'playwright-core';

export interface ControlInfo {
  /** tag, role, test id and text, to name the element in a failure. */
  name: string;
  /** data-testid values of the element and its ancestors, innermost first (for exclusion lists). */
  within: string[];
  width: number;
  height: number;
}

export interface TabStop extends ControlInfo {
  focusVisible: boolean;
}

const STOP_ATTRIBUTE = 'data-e2e-tab-stop';

/** Runs in the page: the look of focus on an element, as one comparable string. */
function focusSignature(el: Element): string {
  const parts: string[] = [];
  let node: Element | null = el;
  for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
    const s = getComputedStyle(node);
    parts.push(`${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`);
  }
  const frame = el.parentElement?.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
  if (frame) {
    const s = getComputedStyle(frame);
    parts.push(`${s.borderTopWidth} ${s.borderTopColor}`);
  }
  return parts.join(' / ');
}

/** Runs in the page: how a failure names an element. */
function controlInfo(el: Element): ControlInfo {
  const box = el.getBoundingClientRect();
  const within: string[] = [];
  for (let node: Element | null = el; node; node = node.parentElement) {
    const id = node.getAttribute('data-testid');
    if (id) within.push(id);
  }
  const role = el.getAttribute('role');
  const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
  return {
    name: `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${within[0] ? ` in ${within[0]}` : ''}> "${label}"`,
    within,
    width: Math.round(box.width * 10) / 10,
    height: Math.round(box.height * 10) / 10,
  };
}

/**
 * Puts the keyboard's starting point at the top of the page, so that the next Tab reaches the first
 * control. A blur alone would not do: the browser goes on from the element that last had focus.
 */
export async function focusStartOfPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
    window.scrollTo(0, 0);
  });
}

interface InPageHelpers {
  signature(el: Element): string;
  info(el: Element): ControlInfo;
}

async function installHelpers(page: Page): Promise<void> {
  if (await page.evaluate(() => '__e2eControls' in window)) return;
  await page.addScriptTag({
    content: `window.__e2eControls = { signature: ${focusSignature.toString()}, info: ${controlInfo.toString()} };`,
  });
}

/**
 * Presses Tab from the top of the page until focus comes back to an element already seen, leaves the
 * page, or `max` stops; answers the stops with whether each shows a focus indicator.
 */
export async function tabStops(page: Page, max = 60): Promise<TabStop[]> {
  await installHelpers(page);
  await focusStartOfPage(page);
  const focused: Array<{ info: ControlInfo; signature: string }> = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(
      ({ attribute, index }) => {
        const helpers = (window as unknown as { __e2eControls: InPageHelpers }).__e2eControls;
        const el = document.activeElement;
        if (!el || el === document.body || el.hasAttribute(attribute)) return null;
        el.setAttribute(attribute, String(index));
        return { info: helpers.info(el), signature: helpers.signature(el) };
      },
      { attribute: STOP_ATTRIBUTE, index: i },
    );
    if (!stop) break;
    focused.push(stop);
  }
  const unfocused = await page.evaluate((attribute) => {
    const helpers = (window as unknown as { __e2eControls: InPageHelpers }).__e2eControls;
    (document.activeElement as HTMLElement | null)?.blur();
    const elements = [...document.querySelectorAll(`[${attribute}]`)];
    const out = elements.map((el) => ({
      index: Number(el.getAttribute(attribute)),
      signature: helpers.signature(el),
    }));
    for (const el of elements) el.removeAttribute(attribute);
    return out;
  }, STOP_ATTRIBUTE);
  return focused.map((stop, index) => ({
    ...stop.info,
    focusVisible: unfocused.find((u) => u.index === index)?.signature !== stop.signature,
  }));
}

/** Visible, enabled interactive elements smaller than `min` CSS pixels either way (inline links exempt). */
export async function smallTargets(page: Page, min = 24): Promise<ControlInfo[]> {
  await installHelpers(page);
  return page.evaluate((min) => {
    const { info } = (window as unknown as { __e2eControls: InPageHelpers }).__e2eControls;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const inlineInText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const own = (el.textContent ?? '').trim().length;
      return (el.parentElement?.textContent ?? '').trim().length > own;
    };
    return [...document.querySelectorAll(selector)]
      .filter((el) => {
        if (el.closest('[aria-hidden="true"], [inert]') || (el as HTMLButtonElement).disabled) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (box.width < min || box.height < min) && !inlineInText(el);
      })
      .map(info);
  }, min);
}

/** Where the page is wider than the window (something does not fit: a phone would scroll sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

interface TableOverflow {
  /** The table's test id (its outer box) and accessible name, to name it in a failure. */
  name: string;
  /** data-testid values of the scroll box and its ancestors, innermost first. */
  within: string[];
  /** How much wider the table is than its scroll box (CSS pixels). */
  overflow: number;
  /** The box carries the visible cue that it scrolls sideways (data-overflow-cue="true"). */
  cue: boolean;
}

/**
 * Every shared table (DataTable) wider than its scroll box: such a table scrolls sideways inside the
 * page, which a user notices only by the cue the table draws on its edges.
 */
export async function tableOverflows(page: Page): Promise<TableOverflow[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="data-table-scroll"]')]
      .filter((box) => box.getClientRects().length > 0 && box.scrollWidth > box.clientWidth + 1)
      .map((box) => {
        const within: string[] = [];
        for (let node: Element | null = box; node; node = node.parentElement) {
          const id = node.getAttribute('data-testid');
          if (id) within.push(id);
        }
        const label = box.querySelector('table')?.getAttribute('aria-label') ?? '';
        return {
          name: `${within[1] ?? within[0]} "${label}"`,
          within,
          overflow: box.scrollWidth - box.clientWidth,
          cue: box.getAttribute('data-overflow-cue') === 'true',
        };
      }),
  );
}
