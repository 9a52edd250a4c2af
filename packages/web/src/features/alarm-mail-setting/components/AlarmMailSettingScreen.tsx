import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Alarm notification email settings (route AlarmMailSetting): the screen's content comes with its feature. */
export default function AlarmMailSettingScreen() {
  return <ScreenPage route="AlarmMailSetting" />;
}
