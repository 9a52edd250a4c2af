/**
 * The `infoDisplayed` cookie of part 1 §2: the ids of the announcements the dialog has shown, so it opens
 * by itself only when one is new. It never expires; it is removed when no announcement is shown.
 */
export const INFO_DISPLAYED_COOKIE = 'infoDisplayed';

/** "Never expires": the latest date a cookie can carry. */
const NEVER = 'Fri, 31 Dec 9999 23:59:59 GMT';

/** The ids remembered in `cookieText` (document.cookie). */
export function rememberedIds(cookieText: string): Set<string> {
  for (const part of cookieText.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === INFO_DISPLAYED_COOKIE) {
      return new Set(decodeURIComponent(value.join('=')).split(',').filter(Boolean));
    }
  }
  return new Set();
}

/** True when an announcement shown now is not among those remembered. */
export const hasNewAnnouncement = (shownIds: readonly string[], remembered: ReadonlySet<string>) =>
  shownIds.some((id) => !remembered.has(id));

/** The Set-Cookie text (for document.cookie) that remembers `ids`, or removes the cookie when none. */
export function infoDisplayedCookie(ids: readonly string[]): string {
  const common = 'path=/; SameSite=Lax';
  return ids.length === 0
    ? `${INFO_DISPLAYED_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${common}`
    : `${INFO_DISPLAYED_COOKIE}=${encodeURIComponent(ids.join(','))}; expires=${NEVER}; ${common}`;
}
