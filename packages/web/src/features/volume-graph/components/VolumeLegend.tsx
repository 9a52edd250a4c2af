import { useTranslation } from 'react-i18next';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { chartColour } from '@airsight/contracts/presentation/palette';
import type { VolumeMachine } from '../volumeData.ts';
import './volumeGraph.css';

/** One legend for the three charts: each machine's colour and name, in stacking order (bottom first). */
export function VolumeLegend({ machines }: { machines: readonly VolumeMachine[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('machines')} data-testid="volume-legend" className="volume-legend">
      {machines.map((m, i) => (
        <li
          key={machineKeyOf(m.modelId, m.serialNo)}
          data-testid="volume-legend-item"
          className="volume-legend-item"
        >
          <span aria-hidden="true" className="volume-swatch" style={{ background: chartColour(i) }} />
          {m.label}
        </li>
      ))}
    </ul>
  );
}
