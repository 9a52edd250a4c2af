import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Machine information (route CompressorInfo): the screen's content comes with its feature. */
export default function CompressorInfoScreen() {
  return <ScreenPage route="CompressorInfo" />;
}
