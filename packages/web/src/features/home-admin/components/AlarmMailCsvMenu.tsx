/**
 * The fixed admin account's alarm-mail configuration button (part 1 §6: two CSV files). Each file is
 * named YYYYMMDD.csv like every CSV of the portal (part 1 §9), so the two cannot be told apart by name:
 * the button opens a menu and the user saves one list at a time, destinations set on groups or on single
 * machines.
 */
import { useId, useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { useOpenedOnce } from '../../../lib/useOpenedOnce.ts';
import type { SourceFlag } from '../alarmMailCsv.ts';
import { useDownloadAlertMailList } from '../api/getAlertMailLists.ts';

const CHOICES: readonly {
  flag: SourceFlag;
  label: 'alarmMailCsvGroups' | 'alarmMailCsvMachines';
  testId: string;
}[] = [
  { flag: 0, label: 'alarmMailCsvGroups', testId: 'alarm-mail-csv-groups' },
  { flag: 1, label: 'alarmMailCsvMachines', testId: 'alarm-mail-csv-machines' },
];

export function AlarmMailCsvMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useDownloadAlertMailList();
  const menuMounted = useOpenedOnce(anchor !== null);

  const save = (flag: SourceFlag) => {
    setAnchor(null);
    download.mutate(flag);
  };

  return (
    <>
      <ActionButton
        icon="download"
        data-testid="alarm-mail-csv-button"
        disabled={download.isPending}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('alarmMailConfigurationCsv')}
      </ActionButton>
      {menuMounted ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {CHOICES.map((choice) => (
            <MenuItem key={choice.flag} data-testid={choice.testId} onClick={() => save(choice.flag)}>
              {t(choice.label)}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
