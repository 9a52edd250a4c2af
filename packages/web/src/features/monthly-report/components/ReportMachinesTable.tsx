import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { DataTable, textColumn } from '../../../components/DataTable/index.ts';
import type { ReportMachine } from '../useReportMachines.ts';

/** The report's machines: customer's machine number, machine unit and serial number. */
export function ReportMachinesTable({ machines }: { machines: readonly ReportMachine[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      textColumn<ReportMachine>('number', t('customersMachineNumber'), (m) => m.number, { width: 180 }),
      textColumn<ReportMachine>('unit', t('equipmentNumber'), (m) => m.unit, { noWrap: true, width: 140 }),
      textColumn<ReportMachine>('serial', t('serialNumber'), (m) => m.serialNo, {
        noWrap: true,
        width: 200,
        priority: 'detail',
      }),
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      rows={machines}
      rowKey={(m) => machineKeyOf(m.modelId, m.serialNo)}
      ariaLabel={t('reportMachines')}
      emptyText={t('noMachinesToShow')}
      testId="report-machines"
    />
  );
}
