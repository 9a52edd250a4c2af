import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Consumer map (route ConsumerMap): the screen's content comes with its feature. */
export default function ConsumerMapScreen() {
  return <ScreenPage route="ConsumerMap" />;
}
