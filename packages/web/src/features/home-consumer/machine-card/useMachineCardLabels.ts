import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_LEVELS } from '@airsight/contracts/presentation/alarm-levels';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '@airsight/contracts/service-records';
import { MAINTENANCE_STATUS_WORDS } from '../../../lib/maintenanceStatusText.ts';
import type { MachineCardLabels } from './MachineCard.tsx';

/** The cards' texts in the display language: one object per language, so memoised cards stay put. */
export function useMachineCardLabels(): MachineCardLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      levels: Object.fromEntries(
        ALARM_LEVELS.map(({ key }) => [key, { letter: t(`${key}Short`), name: t(key) }]),
      ) as MachineCardLabels['levels'],
      running: t('running'),
      stopped: t('stopped'),
      connected: t('connected'),
      disconnected: t('disconnected'),
      notCommunicated: t('notCommunicated'),
      maintenanceNotice: t('maintenanceNotice'),
      maintenanceStatus: Object.fromEntries(
        MAINTENANCE_STATUSES.map((status) => [status, t(MAINTENANCE_STATUS_WORDS[status].text)]),
      ) as Record<MaintenanceStatus, string>,
      openInNewTab: t('openInNewTab'),
    }),
    // t changes with the language; the language is named so that the labels follow a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}
