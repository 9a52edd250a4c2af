import { useTranslation } from 'react-i18next';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { chartColour } from '@airsight/contracts/presentation/palette';
import type { ReportMachine } from '../useReportMachines.ts';
import './monthlyReport.css';

/** One legend for the four charts: each machine's colour and name, in stacking order (bottom first). */
export function ReportLegend({ machines }: { machines: readonly ReportMachine[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('machines')} data-testid="report-legend" className="report-legend">
      {machines.map((m, i) => (
        <li key={machineKeyOf(m.modelId, m.serialNo)} className="report-legend-item">
          <span aria-hidden="true" className="report-swatch" style={{ background: chartColour(i) }} />
          {m.label}
        </li>
      ))}
    </ul>
  );
}
