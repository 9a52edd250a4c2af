import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UserAnswer } from '@airsight/contracts/http/users';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useGroupAuthorities } from '../../../api/master-info/getGroupAuthorities.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useUserAction, useUsers, type UserAction } from '../api/users.ts';
import { groupChoices } from '../../../lib/groupChoices.ts';
import { userRows, type UserRow } from '../userRows.ts';
import { InvitationDialog, type Invitation } from './InvitationDialog.tsx';
import { RemoveUserDialog } from './RemoveUserDialog.tsx';
import { UserDialog } from './UserDialog.tsx';
import './userSetting.css';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; row: UserRow }
  | { kind: 'remove'; row: UserRow }
  | { kind: 'invitation'; invitation: Invitation }
  | null;

interface RowActions {
  edit: (row: UserRow) => void;
  act: (row: UserRow, action: UserAction) => void;
  remove: (row: UserRow) => void;
  busy: (row: UserRow) => boolean;
}

const signInText = (t: TFunction, row: UserRow) =>
  row.signIn === 'issuer' ? row.issuer : t(row.signIn === 'password' ? 'signInPassword' : 'signInInvited');

function userColumns(t: TFunction, actions: RowActions): DataTableColumn<UserRow>[] {
  return [
    {
      ...textColumn('userId', t('userId'), (r) => r.userId, { noWrap: true }),
      cell: (r) => (r.self ? `${r.userId} ${t('you')}` : r.userId),
    },
    textColumn('userName', t('userName'), (r) => r.userName, { priority: 'detail' }),
    textColumn('group', t('deviceGroup'), (r) => r.groupName),
    textColumn('signIn', t('signInMethod'), (r) => signInText(t, r), { priority: 'detail' }),
    textColumn('state', t('userState'), (r) => t(r.disabled ? 'userDisabled' : 'userEnabled'), {
      priority: 'detail',
      noWrap: true,
    }),
    textColumn('language', t('language'), (r) => t(r.languageKey), { priority: 'detail', noWrap: true }),
    textColumn('flags', t('flags'), (r) => r.flagKeys.map((k) => t(k)).join(', '), {
      priority: 'detail',
      noWrap: true,
    }),
    {
      id: 'edit',
      header: t('userActions'),
      noWrap: true,
      cell: (r) => (
        <ActionButton
          size="small"
          icon="edit"
          onClick={() => actions.edit(r)}
          aria-label={`${t('edit')}: ${r.userId}`}
          data-testid="user-edit"
        >
          {t('edit')}
        </ActionButton>
      ),
    },
    {
      // On a phone these leave the table for the row's details, with the columns above.
      id: 'more',
      header: t('userMoreActions'),
      noWrap: true,
      priority: 'detail',
      cell: (r) => (
        <div className="user-row-actions">
          <ActionButton
            size="small"
            icon={r.disabled ? 'checkCircle' : 'block'}
            disabled={r.self || actions.busy(r)}
            onClick={() => actions.act(r, r.disabled ? 'enable' : 'disable')}
            aria-label={`${t(r.disabled ? 'enableUser' : 'disableUser')}: ${r.userId}`}
            data-testid={r.disabled ? 'user-enable' : 'user-disable'}
          >
            {t(r.disabled ? 'enableUser' : 'disableUser')}
          </ActionButton>
          {r.record.signIn === 'password' ? (
            <ActionButton
              size="small"
              icon="link"
              disabled={actions.busy(r)}
              onClick={() => actions.act(r, 'invite')}
              aria-label={`${t('newLink')}: ${r.userId}`}
              title={t('newInvitationLink')}
              data-testid="user-invite"
            >
              {t('newLink')}
            </ActionButton>
          ) : null}
          <ActionButton
            size="small"
            icon="delete"
            disabled={r.self}
            onClick={() => actions.remove(r)}
            aria-label={`${t('delete')}: ${r.userId}`}
            data-testid="user-remove"
          >
            {t('delete')}
          </ActionButton>
        </div>
      ),
    },
  ];
}

const invitationOf = (answer: UserAnswer): Invitation | undefined =>
  answer.invitationUrl && answer.invitationExpires
    ? { userId: answer.user.userId, url: answer.invitationUrl, expires: answer.invitationExpires }
    : undefined;

/**
 * Users (route UserSetting; ours, beyond the specification): the users a user administrator manages (its
 * root group's subtree), with their group, language, flags, sign-in and state. Add and edit in one dialog;
 * per row disable or enable, a new invitation link for a password user, and removal after a confirmation.
 * The caller's own row can be neither disabled nor removed. A new password user's link, and a new link,
 * are shown in a dialog for the administrator to send on.
 */
export default function UserSettingScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useSessionUser();
  const users = useUsers();
  const authorities = useGroupAuthorities();
  const action = useUserAction(t);
  const [open, setOpen] = useState<Open>(null);

  const groups = useMemo(() => groupChoices(authorities.data ?? [], locale), [authorities.data, locale]);
  const rows = useMemo(() => userRows(users.data ?? [], groups, me.userId), [users.data, groups, me.userId]);
  const columns = useMemo(
    () =>
      userColumns(t, {
        edit: (row) => setOpen({ kind: 'edit', row }),
        remove: (row) => setOpen({ kind: 'remove', row }),
        busy: (row) => action.isPending && action.variables?.userId === row.userId,
        act: (row, kind) =>
          action.mutate(
            { action: kind, userId: row.userId },
            {
              onSuccess: (answer) => {
                const invitation = invitationOf(answer);
                if (invitation) setOpen({ kind: 'invitation', invitation });
                else
                  showSnackbar(
                    t(kind === 'disable' ? 'userWasDisabled' : 'userWasEnabled', { userId: row.userId }),
                    {
                      severity: 'success',
                    },
                  );
              },
            },
          ),
      }),
    [t, action],
  );
  const close = () => setOpen(null);

  return (
    <ScreenPage
      route="UserSetting"
      actions={
        <div className="user-actions">
          <ActionButton icon="add" onClick={() => setOpen({ kind: 'add' })} data-testid="user-add">
            {t('add')}
          </ActionButton>
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        ariaLabel={t('userManagement')}
        loading={users.isPending && users.fetchStatus !== 'idle'}
        emptyText={users.error ? users.error.message : t('noData')}
        testId="users-table"
      />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <UserDialog
          user={open.kind === 'edit' ? open.row.record : undefined}
          groups={groups}
          selfId={me.userId}
          canGiveMap={me.isMap}
          locale={locale}
          defaultGroupId={me.deviceGroupId}
          onSaved={(answer) => {
            const invitation = invitationOf(answer);
            setOpen(invitation ? { kind: 'invitation', invitation } : null);
          }}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'remove' ? <RemoveUserDialog row={open.row} onClose={close} /> : null}
      {open?.kind === 'invitation' ? <InvitationDialog invitation={open.invitation} onClose={close} /> : null}
    </ScreenPage>
  );
}
