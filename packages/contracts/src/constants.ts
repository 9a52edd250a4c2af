/**
 * Limits and names that the server, its schemas and the web client share. Schema-free, so that the web
 * client can import them without bundling TypeBox.
 */

/** Part 1 §9: the alarm calls answer at most 2000 rows. */
export const ALARM_MAX_NUMBER = 2_000;
/** Machines named in one alarm call. */
export const ALARM_MAX_DEVICES = 100;
/** Event ids named in one alarm call. */
export const ALARM_MAX_EVENTS = 50;

/** The longest period one getSensorData call covers (part 2 §9: optional period max 366 days). */
export const SENSOR_DATA_MAX_SPAN_DAYS = 366;

/** Part 2 §9: consecutive samples more than 5 minutes apart are not joined by a trend's line. */
export const SERIES_BREAK_MS = 5 * 60_000;

/** Header of the CSRF token on every state-changing call with the session cookie. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The session-storage key that says the maintenance-recommendation dialog has opened by itself in this
 * browser tab's session (it does so once, docs/maintenance.md §5). The end-to-end tests set it for every
 * page but the dialog's own, so that the dialog does not cover the screens they test.
 */
export const MAINTENANCE_DIALOG_SHOWN_KEY = 'airsight.maintenanceDialogShown';
