import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@airsight/contracts/format/number';
import { chartColour } from '@airsight/contracts/presentation/palette';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import type { VolumeTable } from '../volumeData.ts';
import './volumeGraph.css';

interface SummaryRow {
  key: string;
  index: number;
  label: string;
  airM3: number;
  energyKWh: number;
  specificPower: number | undefined;
  expected: number | undefined;
  rated: number | undefined;
  above: number;
}

/** Shown for a figure that does not exist (no air delivered, a model without rated data). */
const NONE = '—';

/** A header wraps between words, never between a number and its unit ('10 %'). */
const keepUnits = (text: string) => text.replace(/(\d) (?=%)/g, '$1\u00a0');

const figure = (value: number | undefined, decimals: number) =>
  value === undefined ? NONE : formatNumber(value, decimals);

/**
 * Each machine over the period: total air and energy, specific power against the expected figure at the
 * period's loading and the rated one, and the buckets more than 15 % above their expected figure.
 */
export function VolumeSummaryTable({ table }: { table: VolumeTable }) {
  const { t } = useTranslation();
  const rows = useMemo<SummaryRow[]>(
    () =>
      table.machines.map((m, i) => {
        const s = table.summaries[i]!;
        return {
          // model/serial: also the row's data-machine in the page, read by its end-to-end test.
          key: `${m.modelId}/${m.serialNo}`,
          index: i,
          label: m.label,
          airM3: s.airM3,
          energyKWh: s.energyKWh,
          specificPower: s.specificPower,
          expected: s.expectedSpecificPower,
          rated: s.ratedSpecificPower,
          above: s.bucketsAboveExpected,
        };
      }),
    [table],
  );
  const columns = useMemo<DataTableColumn<SummaryRow>[]>(
    () => [
      {
        id: 'machine',
        header: t('machine'),
        cell: (r) => (
          <span className="volume-machine">
            <span aria-hidden="true" className="volume-swatch" style={{ background: chartColour(r.index) }} />
            {r.label}
          </span>
        ),
        sortValue: (r) => r.index,
        minWidth: 120,
      },
      {
        id: 'air',
        header: `${t('dischargeAirVolume')} (m³)`,
        cell: (r) => formatNumber(r.airM3, 1),
        sortValue: (r) => r.airM3,
        align: 'right',
        priority: 'detail',
      },
      {
        id: 'energy',
        header: `${t('powerConsumption')} (kWh)`,
        cell: (r) => formatNumber(r.energyKWh, 1),
        sortValue: (r) => r.energyKWh,
        align: 'right',
        priority: 'detail',
      },
      {
        id: 'specificPower',
        header: `${t('specificPower')} (kW/(m³/min))`,
        cell: (r) => figure(r.specificPower, 2),
        sortValue: (r) => r.specificPower ?? null,
        align: 'right',
      },
      {
        id: 'expected',
        header: t('expectedSpecificPower'),
        cell: (r) => figure(r.expected, 2),
        sortValue: (r) => r.expected ?? null,
        align: 'right',
        priority: 'detail',
      },
      {
        id: 'rated',
        header: t('ratedSpecificPower'),
        cell: (r) => figure(r.rated, 2),
        sortValue: (r) => r.rated ?? null,
        align: 'right',
        priority: 'detail',
      },
      {
        id: 'above',
        header: keepUnits(t('bucketsAboveExpected')),
        cell: (r) =>
          r.rated === undefined ? (
            NONE
          ) : (
            <span data-testid="above-rated-count" className={r.above > 0 ? 'volume-above-rated' : undefined}>
              {formatNumber(r.above)}
            </span>
          ),
        sortValue: (r) => r.above,
        align: 'right',
      },
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      rowDataset={(r) => ({ machine: r.key, above: String(r.above) })}
      ariaLabel={t('volumeSummary')}
      testId="volume-summary"
    />
  );
}
