/**
 * Every screen is its own chunk, loaded when its route is opened. The app shell (header, menu drawer) is
 * one more chunk: the Login screen does not need it.
 * preloadFirstScreen.ts starts the chunks of the page being opened at start-up.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '@airsight/contracts';
import { keptLazy, retryingImport } from '../lib/lazyImport.ts';

type ScreenModule = () => Promise<{ default: ComponentType }>;
type KeptScreen = ReturnType<typeof keptLazy<object>>;

const shell = keptLazy(retryingImport(() => import('./shell/AppShell.tsx')));

/** The chunk of each route's screen (Root only redirects). */
const SCREEN_LOADERS: Record<Exclude<RouteName, 'Root'>, ScreenModule> = {
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
  UserSetting: retryingImport(() => import('../features/user-setting/components/UserSettingScreen.tsx')),
  GatewaySetting: retryingImport(
    () => import('../features/gateway-setting/components/GatewaySettingScreen.tsx'),
  ),
};

const SCREEN_CHUNKS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([route, loader]) => [route, keptLazy(loader)]),
) as Record<Exclude<RouteName, 'Root'>, KeptScreen>;

/**
 * Starts loading the chunks that `route` renders (its screen, and the shell around every screen but
 * Login). A failure is left to the lazy component, which loads again and shows the route's error.
 */
export function preloadScreenChunks(route: RouteName): void {
  const chunks: Promise<unknown>[] = [];
  if (route !== 'Login') chunks.push(shell.load());
  if (route !== 'Root') chunks.push(SCREEN_CHUNKS[route].load());
  for (const chunk of chunks) chunk.catch(() => undefined);
}

export const AppShell = shell.Component;
export const LoginScreen = SCREEN_CHUNKS.Login.Component;
export const NotFoundScreen = SCREEN_CHUNKS.NotFound.Component;
export const HomeConsumerScreen = SCREEN_CHUNKS.HomeConsumer.Component;
export const HomeAdminScreen = SCREEN_CHUNKS.HomeAdmin.Component;
export const AlarmHistoryScreen = SCREEN_CHUNKS.AlarmHistory.Component;
export const DashboardAdminScreen = SCREEN_CHUNKS.DashboardAdmin.Component;
export const CompressorInfoScreen = SCREEN_CHUNKS.CompressorInfo.Component;
export const TrendGraphScreen = SCREEN_CHUNKS.TrendGraph.Component;
export const VolumeGraphScreen = SCREEN_CHUNKS.VolumeGraph.Component;
export const MonthlyReportScreen = SCREEN_CHUNKS.MonthlyReport.Component;
export const MaintenanceHistoryScreen = SCREEN_CHUNKS.MaintenanceHistory.Component;
export const AlarmMailSettingScreen = SCREEN_CHUNKS.AlarmMailSetting.Component;
export const GroupingSettingScreen = SCREEN_CHUNKS.GroupingSetting.Component;
export const MachineNumberSettingScreen = SCREEN_CHUNKS.MachineNumberSetting.Component;
export const InfoSettingScreen = SCREEN_CHUNKS.InfoSetting.Component;
export const ConsumerMapScreen = SCREEN_CHUNKS.ConsumerMap.Component;
export const LogsScreen = SCREEN_CHUNKS.Logs.Component;
export const UserSettingScreen = SCREEN_CHUNKS.UserSetting.Component;
export const GatewaySettingScreen = SCREEN_CHUNKS.GatewaySetting.Component;
