import { useCallback, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../../../components/LoadingBar.tsx';
import { tip } from '../../../components/tip.ts';
import { Icon } from '../../../components/icons.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { useGroupAuthorities } from '../../../api/master-info/getGroupAuthorities.ts';
import {
  useMaintenanceAdvice,
  type MaintenanceAdvice,
} from '../../../api/maintenance/getMaintenanceAdvice.ts';
import { localizedName } from '../../../lib/names.ts';
import { judgedDay, maintenanceForecastText } from '../../../lib/maintenanceForecastText.ts';
import { machineCardData, type MachineCardData } from '../machine-card/cardData.ts';
import { useMachineCardLabels } from '../machine-card/useMachineCardLabels.ts';
import { buildCardGroups } from '../cardGroups.ts';
import { browserZoneLabel, formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { groupLinks } from '../groupLinks.ts';
import { GroupSections, type GroupsViewProps } from './GroupSection.tsx';
import { VirtualCardGroups } from './VirtualCardGroups.tsx';
import { useConsumerFleet } from '../useConsumerFleet.ts';
import './homeConsumer.css';

/**
 * Above this many cards on the screen only the rows in view are rendered (VirtualCardGroups); below it
 * every card is in the page (find in page, printing, assistive technology see them all).
 */
const WINDOWED_ABOVE_CARDS = 300;

const NONE: ReadonlySet<string> = new Set();

/**
 * Each machine's maintenance advice by machine key, and the day it was judged (its forecasts are read against
 * it); TanStack Query keeps it per answer (a stable select).
 */
function adviceByCard(advice: MaintenanceAdvice) {
  return {
    byCard: new Map(advice.items.map((item) => [machineKeyOf(item.model_id, item.serial_no), item])),
    today: judgedDay(advice.judgedAt),
  };
}

/**
 * Home of a customer (route HomeConsumer, part 1 §2): machine cards grouped into 'all', the user-defined
 * groups and 'unset', refreshed every 60 s. A group the user may not see shows no machine.
 */
export default function HomeConsumerScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSessionUser();
  const deviceGroupId = useParams().device_group_id ?? '';
  const fleet = useConsumerFleet(deviceGroupId);
  // One subscription for all cards (asked beside the fleet before the screen's code arrived, preload.ts):
  // the cards' notice icons come with the cards, not in a second render of each.
  const advice = useMaintenanceAdvice(deviceGroupId, adviceByCard).data;
  const labels = useMachineCardLabels();
  const authorities = useGroupAuthorities();
  // Collapsed groups of the group on screen: opening another device group starts with all expanded.
  const [folded, setFolded] = useState<{ of: string; keys: ReadonlySet<string> }>({ of: '', keys: NONE });
  const collapsed = folded.of === deviceGroupId ? folded.keys : NONE;

  const { devices, userGroups, now } = fleet;
  const groups = useMemo(() => buildCardGroups(devices, userGroups), [devices, userGroups]);
  const cards = useMemo(() => {
    const map = new Map<string, MachineCardData>();
    for (const device of devices ?? []) {
      const key = machineKeyOf(device.model_id, device.serial_no);
      const notice = advice?.byCard.get(key);
      // undefined rather than null for "none": a card whose notice stays absent keeps its props.
      map.set(key, {
        ...machineCardData(device, now),
        maintenanceNotice: notice?.status ?? undefined,
        maintenanceForecast: notice?.forecastDate
          ? maintenanceForecastText(t, notice.forecastDate, advice?.today ?? '')
          : undefined,
      });
    }
    return map;
  }, [devices, now, advice, t]);

  const deviceGroup = authorities.data?.find((g) => g.device_group_id === deviceGroupId);
  const deviceGroupName = deviceGroup
    ? localizedName(deviceGroup, 'device_group_name_locale', locale)
    : undefined;
  const links = useMemo(
    () =>
      new Map(
        groups.map(
          (g) => [g.key, groupLinks(deviceGroupId, g, { admin: user.admin, deviceGroupName })] as const,
        ),
      ),
    [groups, deviceGroupId, user.admin, deviceGroupName],
  );
  const names = useMemo(
    () =>
      new Map(
        groups.map((g) => [
          g.key,
          g.kind === 'all' ? t('allMachines') : g.kind === 'unset' ? t('unset') : (g.groupName ?? ''),
        ]),
      ),
    [groups, t],
  );

  const toggle = useCallback(
    (key: string) => {
      setFolded((previous) => {
        const next = new Set(previous.of === deviceGroupId ? previous.keys : NONE);
        if (!next.delete(key)) next.add(key);
        return { of: deviceGroupId, keys: next };
      });
    },
    [deviceGroupId],
  );

  const view: GroupsViewProps = { groups, names, links, cards, labels, locale, collapsed, onToggle: toggle };
  const shownCards = groups.reduce((n, g) => n + (collapsed.has(g.key) ? 0 : g.machines.length), 0);

  const actions = (
    <div className="home-consumer-actions">
      {fleet.dataTime !== undefined ? (
        // The browser's zone (the cards' machines may sit in several), named: the machine screens show
        // their times in the machine's zone, and a reader must be able to tell the two apart.
        <p className="home-consumer-data-time">
          <span data-testid="data-time">
            {t('dataAsOf', { time: formatBrowserDateTime(fleet.dataTime) })}
          </span>{' '}
          <span data-testid="data-time-zone">
            {t('inTimeZone', { zone: browserZoneLabel(fleet.dataTime) })}
          </span>
        </p>
      ) : null}
      <button
        type="button"
        className="icon-button home-consumer-reload"
        {...tip(t('reload'))}
        onClick={() => void fleet.reload()}
        disabled={fleet.isFetching}
        aria-label={t('reload')}
        data-testid="reload"
      >
        <Icon name="refresh" size={24} />
      </button>
    </div>
  );

  return (
    <ScreenPage route="HomeConsumer" actions={actions}>
      {fleet.isPending ? <LoadingBar /> : null}
      {!fleet.isPending && devices === null ? (
        <Typography color="textSecondary" role="status" data-testid="home-consumer-empty">
          {t('noMachinesToShow')}
        </Typography>
      ) : null}
      {devices !== null ? (
        <div className="home-consumer-groups" data-testid="card-groups">
          {shownCards > WINDOWED_ABOVE_CARDS ? <VirtualCardGroups {...view} /> : <GroupSections {...view} />}
        </div>
      ) : null}
    </ScreenPage>
  );
}
