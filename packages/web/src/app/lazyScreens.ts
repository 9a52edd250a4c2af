/**
 * Every screen is its own chunk, loaded when its route is opened. The app shell (header, menu drawer) is
 * one more chunk: the Login screen does not need it.
 * preloadFirstScreen.ts starts the chunks of the page being opened at start-up.
 */
import { lazy, type ComponentType } from 'react';
import type { RouteName } from '@airsight/contracts';
import { retryingImport } from '../lib/lazyImport.ts';

type ScreenModule = () => Promise<{ default: ComponentType }>;

export const loadAppShell = retryingImport(() => import('./shell/AppShell.tsx'));

/** The chunk of each route's screen (Root only redirects). */
const SCREEN_CHUNKS: Record<Exclude<RouteName, 'Root'>, ScreenModule> = {
  Login: retryingImport(() => import('../features/auth/components/LoginScreen.tsx')),
  NotFound: retryingImport(() => import('../features/not-found/components/NotFoundScreen.tsx')),
  HomeConsumer: retryingImport(() => import('../features/home-consumer/components/HomeConsumerScreen.tsx')),
  HomeAdmin: retryingImport(() => import('../features/home-admin/components/HomeAdminScreen.tsx')),
  AlarmHistory: retryingImport(() => import('../features/alarm-history/components/AlarmHistoryScreen.tsx')),
  DashboardAdmin: retryingImport(() => import('../features/dashboard/components/DashboardAdminScreen.tsx')),
  CompressorInfo: retryingImport(
    () => import('../features/compressor-info/components/CompressorInfoScreen.tsx'),
  ),
  TrendGraph: retryingImport(() => import('../features/trend-graph/components/TrendGraphScreen.tsx')),
  VolumeGraph: retryingImport(() => import('../features/volume-graph/components/VolumeGraphScreen.tsx')),
  MonthlyReport: retryingImport(
    () => import('../features/monthly-report/components/MonthlyReportScreen.tsx'),
  ),
  MaintenanceHistory: retryingImport(
    () => import('../features/maintenance-history/components/MaintenanceHistoryScreen.tsx'),
  ),
  AlarmMailSetting: retryingImport(
    () => import('../features/alarm-mail-setting/components/AlarmMailSettingScreen.tsx'),
  ),
  GroupingSetting: retryingImport(
    () => import('../features/grouping-setting/components/GroupingSettingScreen.tsx'),
  ),
  MachineNumberSetting: retryingImport(
    () => import('../features/machine-number-setting/components/MachineNumberSettingScreen.tsx'),
  ),
  InfoSetting: retryingImport(() => import('../features/info-setting/components/InfoSettingScreen.tsx')),
  ConsumerMap: retryingImport(() => import('../features/consumer-map/components/ConsumerMapScreen.tsx')),
  Logs: retryingImport(() => import('../features/logs/components/LogsScreen.tsx')),
};

/**
 * Starts loading the chunks that `route` renders (its screen, and the shell around every screen but
 * Login). A failure is left to the lazy component, which loads again and shows the route's error.
 */
export function preloadScreenChunks(route: RouteName): void {
  const chunks: Promise<unknown>[] = [];
  if (route !== 'Login') chunks.push(loadAppShell());
  if (route !== 'Root') chunks.push(SCREEN_CHUNKS[route]());
  for (const chunk of chunks) chunk.catch(() => undefined);
}

export const AppShell = lazy(loadAppShell);
export const LoginScreen = lazy(SCREEN_CHUNKS.Login);
export const NotFoundScreen = lazy(SCREEN_CHUNKS.NotFound);
export const HomeConsumerScreen = lazy(SCREEN_CHUNKS.HomeConsumer);
export const HomeAdminScreen = lazy(SCREEN_CHUNKS.HomeAdmin);
export const AlarmHistoryScreen = lazy(SCREEN_CHUNKS.AlarmHistory);
export const DashboardAdminScreen = lazy(SCREEN_CHUNKS.DashboardAdmin);
export const CompressorInfoScreen = lazy(SCREEN_CHUNKS.CompressorInfo);
export const TrendGraphScreen = lazy(SCREEN_CHUNKS.TrendGraph);
export const VolumeGraphScreen = lazy(SCREEN_CHUNKS.VolumeGraph);
export const MonthlyReportScreen = lazy(SCREEN_CHUNKS.MonthlyReport);
export const MaintenanceHistoryScreen = lazy(SCREEN_CHUNKS.MaintenanceHistory);
export const AlarmMailSettingScreen = lazy(SCREEN_CHUNKS.AlarmMailSetting);
export const GroupingSettingScreen = lazy(SCREEN_CHUNKS.GroupingSetting);
export const MachineNumberSettingScreen = lazy(SCREEN_CHUNKS.MachineNumberSetting);
export const InfoSettingScreen = lazy(SCREEN_CHUNKS.InfoSetting);
export const ConsumerMapScreen = lazy(SCREEN_CHUNKS.ConsumerMap);
export const LogsScreen = lazy(SCREEN_CHUNKS.Logs);
