import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Operation log download (special administrator only) (route Logs): the screen's content comes with its feature. */
export default function LogsScreen() {
  return <ScreenPage route="Logs" />;
}
