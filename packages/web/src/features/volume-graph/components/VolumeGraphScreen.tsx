import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Discharge air volume and power graph (route VolumeGraph): the screen's content comes with its feature. */
export default function VolumeGraphScreen() {
  return <ScreenPage route="VolumeGraph" />;
}
