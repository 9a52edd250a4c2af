/**
 * Search keys of the home searches (part 1 §5: substring matching). Keys are made once per row when the
 * data arrives, so that typing only compares prepared strings (10,000 machines per key stroke).
 * NFKC folds full-width letters and digits (ＳＡＳ１ → SAS1) and half-width kana, which Japanese
 * keyboards produce; lower case makes the match case-insensitive.
 */
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

export function searchKey(text: string | null | undefined): string {
  const value = text ?? '';
  // Plain ASCII (serial numbers, models) has nothing to fold: skip the costly normalisation.
  return (NON_ASCII.test(value) ? value.normalize('NFKC') : value).toLowerCase();
}

/** The word of a search box as a key; '' when nothing but spaces was typed (the search then matches all). */
export function searchWord(text: string): string {
  return searchKey(text.trim());
}
