import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Monthly report (route MonthlyReport): the screen's content comes with its feature. */
export default function MonthlyReportScreen() {
  return <ScreenPage route="MonthlyReport" />;
}
