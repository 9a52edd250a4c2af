import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Maintenance records (route MaintenanceHistory): the screen's content comes with its feature. */
export default function MaintenanceHistoryScreen() {
  return <ScreenPage route="MaintenanceHistory" />;
}
