/**
 * The portal's order of texts a user reads in lists (machine numbers, names): Japanese collation with
 * numbers as numbers, case and accents ignored (HomeConsumer's cards, the settings screens' machines).
 */

let collator: Intl.Collator | undefined;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The digits of `text` from `start` on (none when it holds no digit there). */
function digitRun(text: string, start: number): string {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return text.slice(start, end);
}

/**
 * How the collator orders two printable-ASCII texts where the first difference decides it alone:
 * numbers by value, letters case-blind, then the order of kinds (punctuation and spaces, then digits, then
 * letters), and a text before the longer one it begins. Undefined where it takes the collator's finer
 * rules (two punctuation marks, letters differing only in case, equal numbers written differently,
 * anything outside ASCII).
 */
function asciiOrder(a: string, b: string): number | undefined {
  if (!PRINTABLE_ASCII.test(a) || !PRINTABLE_ASCII.test(b)) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length && i === b.length) return 0;
  // A difference inside a number compares the whole numbers.
  let start = i;
  while (start > 0 && isDigit(a.charCodeAt(start - 1))) start--;
  const numberA = digitRun(a, start);
  const numberB = digitRun(b, start);
  if (numberA && numberB) {
    const valueA = numberA.replace(/^0+/, '');
    const valueB = numberB.replace(/^0+/, '');
    if (valueA === valueB) return undefined;
    return valueA.length - valueB.length || (valueA < valueB ? -1 : 1);
  }
  if (i === a.length) return -1;
  if (i === b.length) return 1;
  const rank = (code: number) => (isLetter(code) ? 2 : isDigit(code) ? 1 : 0);
  const codeA = a.charCodeAt(i);
  const codeB = b.charCodeAt(i);
  const byKind = rank(codeA) - rank(codeB);
  if (byKind !== 0) return byKind;
  if (rank(codeA) === 2 && (codeA | 32) !== (codeB | 32)) return (codeA | 32) - (codeB | 32);
  return undefined;
}

/**
 * Two texts in Japanese collation, numbers in them compared as numbers, case and accents ignored. The
 * collator's first use loads ICU's collation data: most of the task that evaluates the screen's code
 * (12 of 18 ms of CPU in a profiled load on the development machine, four times that on a phone). Texts
 * that plain ASCII orders, such as 'No.12' and 'A2207-0101_KAW', are compared without it, with the
 * collator's answer (compareTexts.test.ts holds them to it); the collator is made for the others.
 */
export function compareTexts(a: string, b: string): number {
  return (
    asciiOrder(a, b) ??
    (collator ??= new Intl.Collator('ja-JP', { numeric: true, sensitivity: 'base' })).compare(a, b)
  );
}
