/** Part 1 §9: the dashboard's machines, advice, inspections and alarm history reload every 60 s. */
export const HISTORY_REFRESH_MS = 60_000;
