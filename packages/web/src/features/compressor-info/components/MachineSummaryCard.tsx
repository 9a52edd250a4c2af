import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardLamp } from '../machineView.ts';
import { Lamp } from './Lamp.tsx';

export interface MachineSummaryCardProps {
  machineNumber: string;
  model: string;
  customerMachineNumber: string;
  lastMeasurement: string;
  lamps: readonly CardLamp[];
  counters: ReadonlyArray<{ key: string; name: string; value: string; unit: string }>;
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography data-testid={testId} variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Typography>
    </Box>
  );
}

/** Machine number, model, customer's machine number, last measurement and the six lamps (part 2 §2). */
export function MachineSummaryCard(props: MachineSummaryCardProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" data-testid="machine-card" sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Field label={t('machineNumber')} value={props.machineNumber} testId="machine-number" />
        <Field label={t('model')} value={props.model} testId="machine-model" />
        <Field
          label={t('customersMachineNumber')}
          value={props.customerMachineNumber}
          testId="customer-machine-number"
        />
        <Field label={t('lastMeasurementTime')} value={props.lastMeasurement} testId="last-measurement" />
        {props.counters.map((c) => (
          <Field
            key={c.key}
            label={c.name}
            value={c.unit && c.value !== '-' ? `${c.value} ${c.unit}` : c.value}
            testId={`counter-${c.key}`}
          />
        ))}
      </Box>
      <Box
        data-testid="machine-lamps"
        sx={{
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          display: 'grid',
          gap: 1.5,
          // Two columns on a phone: in three, "Emergency" and "メンテナンス" broke inside the word.
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {props.lamps.map((lamp) => (
          <Lamp
            key={lamp.lamp}
            label={t(lamp.labelKey)}
            on={lamp.on}
            color={lamp.color}
            size={22}
            testId={`card-lamp-${lamp.lamp}`}
          />
        ))}
      </Box>
    </Paper>
  );
}
