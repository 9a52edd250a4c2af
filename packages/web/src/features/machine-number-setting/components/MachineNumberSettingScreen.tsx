import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Customer's machine number (route MachineNumberSetting): the screen's content comes with its feature. */
export default function MachineNumberSettingScreen() {
  return <ScreenPage route="MachineNumberSetting" />;
}
