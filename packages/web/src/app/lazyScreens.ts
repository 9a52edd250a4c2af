/**
 * Every screen is its own chunk, loaded when its route is opened. The app shell (header, menu drawer) is
 * one more chunk: the Login screen does not need it, and it loads while the session is being checked.
 */
import { lazy } from 'react';
import { retryingImport } from '../lib/lazyImport.ts';

export const loadAppShell = retryingImport(() => import('./shell/AppShell.tsx'));
export const AppShell = lazy(loadAppShell);

export const LoginScreen = lazy(retryingImport(() => import('../features/auth/components/LoginScreen.tsx')));
export const NotFoundScreen = lazy(
  retryingImport(() => import('../features/not-found/components/NotFoundScreen.tsx')),
);
export const HomeConsumerScreen = lazy(
  retryingImport(() => import('../features/home-consumer/components/HomeConsumerScreen.tsx')),
);
export const HomeAdminScreen = lazy(
  retryingImport(() => import('../features/home-admin/components/HomeAdminScreen.tsx')),
);
export const AlarmHistoryScreen = lazy(
  retryingImport(() => import('../features/alarm-history/components/AlarmHistoryScreen.tsx')),
);
export const DashboardAdminScreen = lazy(
  retryingImport(() => import('../features/dashboard/components/DashboardAdminScreen.tsx')),
);
export const CompressorInfoScreen = lazy(
  retryingImport(() => import('../features/compressor-info/components/CompressorInfoScreen.tsx')),
);
export const TrendGraphScreen = lazy(
  retryingImport(() => import('../features/trend-graph/components/TrendGraphScreen.tsx')),
);
export const VolumeGraphScreen = lazy(
  retryingImport(() => import('../features/volume-graph/components/VolumeGraphScreen.tsx')),
);
export const MonthlyReportScreen = lazy(
  retryingImport(() => import('../features/monthly-report/components/MonthlyReportScreen.tsx')),
);
export const MaintenanceHistoryScreen = lazy(
  retryingImport(() => import('../features/maintenance-history/components/MaintenanceHistoryScreen.tsx')),
);
export const AlarmMailSettingScreen = lazy(
  retryingImport(() => import('../features/alarm-mail-setting/components/AlarmMailSettingScreen.tsx')),
);
export const GroupingSettingScreen = lazy(
  retryingImport(() => import('../features/grouping-setting/components/GroupingSettingScreen.tsx')),
);
export const MachineNumberSettingScreen = lazy(
  retryingImport(
    () => import('../features/machine-number-setting/components/MachineNumberSettingScreen.tsx'),
  ),
);
export const InfoSettingScreen = lazy(
  retryingImport(() => import('../features/info-setting/components/InfoSettingScreen.tsx')),
);
export const ConsumerMapScreen = lazy(
  retryingImport(() => import('../features/consumer-map/components/ConsumerMapScreen.tsx')),
);
export const LogsScreen = lazy(retryingImport(() => import('../features/logs/components/LogsScreen.tsx')));
