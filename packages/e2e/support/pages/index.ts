/** Page objects of the built screens: the locators and actions the specs use. */
export { getJson } from './api.ts';
export { AlarmHistoryPage } from './AlarmHistoryPage.ts';
export { CompressorInfoPage } from './CompressorInfoPage.ts';
export { HomeAdminPage } from './HomeAdminPage.ts';
export { HomeConsumerPage } from './HomeConsumerPage.ts';
export { LoginPage } from './LoginPage.ts';
export { LOCALES, openPath, ShellScreen, type Locale } from './screen.ts';
