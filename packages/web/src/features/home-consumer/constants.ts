/** Part 1 §9: home card data refresh (its own file: the start-up preload must not load the screen's hooks). */
export const HOME_REFRESH_MS = 60_000;
