import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
// A monthly report opened from one machine is of its 'unset' group (part 2 §2).
import { buildPath, UNSET_GROUP_ID, type RouteName } from '@airsight/contracts/routes';
import type { MessageKey } from '../../../i18n/index.ts';

export interface MachineButtonsProps {
  modelId: string;
  serialNo: string;
  /** The machine's device group; the monthly report needs it (part 2 §2). */
  deviceGroupId: string | undefined;
  /** Only admins (user.admin) get the alarm-mail settings button. */
  admin: boolean;
}

interface Target {
  route: RouteName;
  labelKey: MessageKey;
  to: string;
  state?: unknown;
}

/** The buttons of part 2 §2, each opening its route for this machine. */
export function MachineButtons({ modelId, serialNo, deviceGroupId, admin }: MachineButtonsProps) {
  const { t } = useTranslation();
  const machine = { model_id: modelId, serial_no: serialNo };
  const compressors = [{ modelId, serialNo }];
  const targets: Target[] = [
    ...(admin
      ? [
          {
            route: 'AlarmMailSetting' as const,
            labelKey: 'alarmMailSettings' as const,
            to: buildPath('AlarmMailSetting', { ...machine, device_group_id: deviceGroupId }),
          },
        ]
      : []),
    { route: 'TrendGraph', labelKey: 'sensorTrendGraph', to: buildPath('TrendGraph', machine) },
    {
      route: 'VolumeGraph',
      labelKey: 'dischargeAirPowerGraph',
      to: buildPath('VolumeGraph', machine),
      state: { compressors },
    },
    {
      route: 'MaintenanceHistory',
      labelKey: 'maintenanceRecords',
      to: buildPath('MaintenanceHistory', machine),
    },
    { route: 'AlarmHistory', labelKey: 'alarmRecords', to: buildPath('AlarmHistory', machine) },
    ...(deviceGroupId
      ? [
          {
            route: 'MonthlyReport' as const,
            labelKey: 'monthlyReport' as const,
            to: buildPath('MonthlyReport', { device_group_id: deviceGroupId, group_id: UNSET_GROUP_ID }),
            state: { compressors },
          },
        ]
      : []),
  ];
  return (
    <Box
      component="nav"
      aria-label={t('machineInformation')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {targets.map((target) => (
        <Button
          key={target.route}
          component={RouterLink}
          to={target.to}
          state={target.state}
          variant="outlined"
          size="small"
          data-testid={`open-${target.route}`}
        >
          {t(target.labelKey)}
        </Button>
      ))}
    </Box>
  );
}
