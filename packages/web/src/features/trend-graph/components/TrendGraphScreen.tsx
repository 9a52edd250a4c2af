import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Sensor trend graph (route TrendGraph): the screen's content comes with its feature. */
export default function TrendGraphScreen() {
  return <ScreenPage route="TrendGraph" />;
}
