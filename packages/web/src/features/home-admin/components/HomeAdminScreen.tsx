/**
 * Home of an administrator (route HomeAdmin, part 1 §2): the child groups of the route's group by company,
 * or every machine under it, in two tabs. The tab is kept in the query (?tab=machines) so that reload,
 * back and shared links keep it. A group the user may not see shows "the group does not exist" and
 * nothing of it (the server answers 404 for it as well).
 */
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useGroupAuthorities } from '../../../api/master-info/getGroupAuthorities.ts';
import { localizedName } from '../../../lib/names.ts';
import { useQueryTab } from '../../../lib/useQueryTab.ts';
import { HOME_ADMIN_TABS } from '../constants.ts';
import { CompanyTab } from './CompanyTab.tsx';
import { MachineTab } from './MachineTab.tsx';

export default function HomeAdminScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { device_group_id: groupId = '' } = useParams();
  const [tab, selectTab] = useQueryTab(HOME_ADMIN_TABS);
  const authorities = useGroupAuthorities();
  const group = authorities.data?.find((g) => g.device_group_id === groupId);
  // Only a loaded list can say "not yours"; while it loads (or if it failed) the server decides.
  const unknownGroup = !groupId || (Array.isArray(authorities.data) && !group);

  if (unknownGroup) {
    return (
      <ScreenPage route="HomeAdmin">
        <Alert severity="warning" data-testid="group-not-found">
          {t('theGroupDoesNotExist')}
        </Alert>
      </ScreenPage>
    );
  }

  return (
    <ScreenPage route="HomeAdmin">
      <TabBar
        value={tab}
        onChange={selectTab}
        tabs={[
          { value: 'companies', label: t('byCompany'), testId: 'tab-companies' },
          { value: 'machines', label: t('byMachine'), testId: 'tab-machines' },
        ]}
      />
      {tab === 'companies' ? (
        <CompanyTab
          groupId={groupId}
          groupName={group ? localizedName(group, 'device_group_name_locale', locale) : ''}
        />
      ) : (
        <MachineTab groupId={groupId} />
      )}
    </ScreenPage>
  );
}
