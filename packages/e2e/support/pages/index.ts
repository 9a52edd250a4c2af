/** Page objects of the built screens: the locators and actions the specs use. */
export { fakeAnswer, getJson, getResponse, postJson, recordRequests } from './api.ts';
export { AlarmHistoryPage } from './AlarmHistoryPage.ts';
export { AlarmMailSettingPage } from './AlarmMailSettingPage.ts';
export { CompressorInfoPage } from './CompressorInfoPage.ts';
export { DashboardAdminPage } from './DashboardAdminPage.ts';
export { boxOf, FirstPaintPage } from './FirstPaintPage.ts';
export { GroupingSettingPage } from './GroupingSettingPage.ts';
export { HomeAdminPage, type MachineSearch } from './HomeAdminPage.ts';
export { HomeConsumerPage } from './HomeConsumerPage.ts';
export type { ShownCard } from './MachineCard.ts';
export { LoginPage } from './LoginPage.ts';
export { useBrowser } from './signedIn.ts';
export { MaintenanceDialogPage } from './MaintenanceDialogPage.ts';
export { MachineNumberSettingPage } from './MachineNumberSettingPage.ts';
export { MaintenanceHistoryPage } from './MaintenanceHistoryPage.ts';
export { LOCALES, openPath, ShellScreen, type Locale } from './screen.ts';
export { VolumeGraphPage, type VolumeChart } from './VolumeGraphPage.ts';
export { TrendGraphPage } from './TrendGraphPage.ts';
