import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Manage notifications (special administrator only) (route InfoSetting): the screen's content comes with its feature. */
export default function InfoSettingScreen() {
  return <ScreenPage route="InfoSetting" />;
}
