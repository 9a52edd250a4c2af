import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteName } from '@airsight/contracts';
import { ROUTE_PATHS } from '@airsight/contracts/routes';
import { RequireSession } from './RequireSession.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RootRedirect } from './RootRedirect.tsx';
import { RouteGate } from './RouteGate.tsx';
import { RouteError } from './RouteError.tsx';
import * as screens from './lazyScreens.ts';
import { FullPageProgress } from '../components/FullPageProgress.tsx';
import type { RouteHandle } from './routeHandle.ts';

type ScreenRoute = Exclude<RouteName, 'Root' | 'Login' | 'NotFound'>;

const SCREENS: Record<ScreenRoute, ComponentType> = {
  HomeConsumer: screens.HomeConsumerScreen,
  HomeAdmin: screens.HomeAdminScreen,
  AlarmHistory: screens.AlarmHistoryScreen,
  DashboardAdmin: screens.DashboardAdminScreen,
  CompressorInfo: screens.CompressorInfoScreen,
  TrendGraph: screens.TrendGraphScreen,
  VolumeGraph: screens.VolumeGraphScreen,
  MonthlyReport: screens.MonthlyReportScreen,
  MaintenanceHistory: screens.MaintenanceHistoryScreen,
  AlarmMailSetting: screens.AlarmMailSettingScreen,
  GroupingSetting: screens.GroupingSettingScreen,
  MachineNumberSetting: screens.MachineNumberSettingScreen,
  InfoSetting: screens.InfoSettingScreen,
  ConsumerMap: screens.ConsumerMapScreen,
  Logs: screens.LogsScreen,
  UserSetting: screens.UserSettingScreen,
  GatewaySetting: screens.GatewaySettingScreen,
};

const handle = (route: RouteName): RouteHandle => ({ route });

function screenRoute(route: ScreenRoute): RouteObject {
  const Screen = SCREENS[route];
  const element = (
    <RouteGate route={route}>
      <Screen />
    </RouteGate>
  );
  return { path: ROUTE_PATHS[route], handle: handle(route), element, errorElement: <RouteError /> };
}

/** Every route of part 1 §2, with the exact paths of the contracts (the 'Alerm' spelling included). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: ROUTE_PATHS.Login,
        handle: handle('Login'),
        element: (
          <Suspense fallback={<FullPageProgress />}>
            <screens.LoginScreen />
          </Suspense>
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: (
              <Suspense fallback={<FullPageProgress />}>
                <screens.AppShell />
              </Suspense>
            ),
            children: [
              { path: ROUTE_PATHS.Root, handle: handle('Root'), element: <RootRedirect /> },
              ...(Object.keys(SCREENS) as ScreenRoute[]).map(screenRoute),
              { path: ROUTE_PATHS.NotFound, handle: handle('NotFound'), element: <screens.NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
