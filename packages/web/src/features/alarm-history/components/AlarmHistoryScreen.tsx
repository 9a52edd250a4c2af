import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Alarm records (route AlarmHistory): the screen's content comes with its feature. */
export default function AlarmHistoryScreen() {
  return <ScreenPage route="AlarmHistory" />;
}
