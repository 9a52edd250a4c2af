/** Query keys of the announcements family (the /api/*Information* calls). */
export const informationKeys = {
  all: ['informations'] as const,
  /** Those shown now, for the announcement dialog. */
  displayed: ['informations', 'displayed'] as const,
  /** Every announcement, for InfoSetting. */
  admin: ['informations', 'admin'] as const,
};
