import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  MAINTENANCE_STATUS_COLORS,
  type MaintenanceNotificationStatus,
} from '@airsight/contracts/domain/status';
import {
  useMaintenanceAdvice,
  type MaintenanceAdvice,
} from '../../../api/maintenance/getMaintenanceAdvice.ts';
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

/** Each machine's status by model and serial number, built once per answer for all cards. */
const statusMaps = new WeakMap<object, ReadonlyMap<string, MaintenanceNotificationStatus | null>>();
const keyOf = (modelId: string, serialNo: string) => `${modelId}\u0000${serialNo}`;

function statusMapOf(advice: MaintenanceAdvice) {
  let map = statusMaps.get(advice);
  if (!map) {
    map = new Map(advice.items.map((i) => [keyOf(i.model_id, i.serial_no), i.status]));
    statusMaps.set(advice, map);
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
  const groupId = useParams().device_group_id ?? '';
  const { data: status } = useMaintenanceAdvice(groupId, (advice) =>
    statusMapOf(advice).get(keyOf(modelId, serialNo)),
  );
  return <MaintenanceNoticeIcon status={status} label={label} />;
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
