import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MAINTENANCE_STATUS_COLORS,
  type MaintenanceNotificationStatus,
} from '@airsight/contracts/domain/status';
import {
  useMaintenanceAdvice,
  type MaintenanceAdvice,
} from '../../../api/maintenance/getMaintenanceAdvice.ts';
import { MAINTENANCE_STATUS_TEXT } from '../../../lib/maintenanceStatusText.ts';
import { CardIcon } from './CardIcon.tsx';

/**
 * The maintenance-notice icon: a clock face in the notification's colour (notice green, warning orange,
 * danger red, part 1 §4). Nothing without a notification.
 */
export function MaintenanceNoticeIcon({
  status,
  label,
}: {
  status: MaintenanceNotificationStatus | null | undefined;
  label: string;
}) {
  if (!status) return null;
  const color = MAINTENANCE_STATUS_COLORS[status];
  return (
    <CardIcon label={label} testId="maintenance-notice-icon" data={{ status }}>
      <circle cx="12" cy="12" r="10" fill={color} stroke="#424242" strokeWidth="1" />
      <path d="M12 6 V12 L16 14.5" fill="none" stroke="#212121" strokeWidth="2" strokeLinecap="round" />
    </CardIcon>
  );
}

type AdviceOfMachine = MaintenanceAdvice['items'][number];

/** Each machine's advice by model and serial number, built once per answer for all cards. */
const adviceMaps = new WeakMap<object, ReadonlyMap<string, AdviceOfMachine>>();
const keyOf = (modelId: string, serialNo: string) => `${modelId}\u0000${serialNo}`;

function adviceMapOf(advice: MaintenanceAdvice) {
  let map = adviceMaps.get(advice);
  if (!map) {
    map = new Map(advice.items.map((i) => [keyOf(i.model_id, i.serial_no), i]));
    adviceMaps.set(advice, map);
  }
  return map;
}

function AdviceNoticeIcon({
  modelId,
  serialNo,
  label,
}: {
  modelId: string;
  serialNo: string;
  label: string;
}) {
  const { t } = useTranslation();
  const groupId = useParams().device_group_id ?? '';
  const { data: item } = useMaintenanceAdvice(groupId, (advice) =>
    adviceMapOf(advice).get(keyOf(modelId, serialNo)),
  );
  const status = item?.status;
  // The icon names its status and, as everywhere the status is shown, the forecast of the next service.
  const named = status
    ? [
        label,
        t(MAINTENANCE_STATUS_TEXT[status]),
        item?.forecastDate ? `${t('maintenanceForecast')}: ${item.forecastDate}` : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : label;
  return <MaintenanceNoticeIcon status={status} label={named} />;
}

/**
 * The card's icon: the status given, or else the machine's status from the maintenance advice of the
 * route's device group (one call per group, shared by every card). Without a query client (a card on
 * its own) there is none.
 */
export function CardMaintenanceNotice(props: {
  status: MaintenanceNotificationStatus | null | undefined;
  modelId: string;
  serialNo: string;
  label: string;
}) {
  const client = useContext(QueryClientContext);
  if (props.status !== undefined || !client) {
    return <MaintenanceNoticeIcon status={props.status} label={props.label} />;
  }
  return <AdviceNoticeIcon modelId={props.modelId} serialNo={props.serialNo} label={props.label} />;
}
