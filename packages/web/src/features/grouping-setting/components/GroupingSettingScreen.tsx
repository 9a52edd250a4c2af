import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Machine group settings (route GroupingSetting): the screen's content comes with its feature. */
export default function GroupingSettingScreen() {
  return <ScreenPage route="GroupingSetting" />;
}
