import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Admin dashboard (route DashboardAdmin): the screen's content comes with its feature. */
export default function DashboardAdminScreen() {
  return <ScreenPage route="DashboardAdmin" />;
}
