import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Home of an administrator: companies and machines tabs (route HomeAdmin): the screen's content comes with its feature. */
export default function HomeAdminScreen() {
  return <ScreenPage route="HomeAdmin" />;
}
