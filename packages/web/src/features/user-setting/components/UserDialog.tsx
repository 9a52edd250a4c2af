import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@airsight/contracts/locales';
import {
  ISSUER_RULE,
  SUBJECT_RULE,
  USER_ID_RULE,
  USER_NAME_RULE,
} from '@airsight/contracts/domain/user-admin';
import type { ManagedUser, UserAnswer } from '@airsight/contracts/http/users';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { textRulesResolver } from '../../../lib/formRules.ts';
import { useSaveUser, userFailureText } from '../api/users.ts';
import { indentedLabel, type GroupChoice } from '../../../lib/groupChoices.ts';
import { LANGUAGE_NAME, valuesOf, type UserValues } from '../userRows.ts';

const editResolver = textRulesResolver<UserValues>({ userName: USER_NAME_RULE });
const passwordResolver = textRulesResolver<UserValues>({ userId: USER_ID_RULE, userName: USER_NAME_RULE });
const issuerResolver = textRulesResolver<UserValues>({
  userId: USER_ID_RULE,
  userName: USER_NAME_RULE,
  issuer: ISSUER_RULE,
  subject: SUBJECT_RULE,
});

/** The text rules of the fields shown: the id only when adding, issuer and subject only for an issuer user. */
const resolverFor =
  (adding: boolean): Resolver<UserValues> =>
  (values, context, options) => {
    if (!adding) return editResolver(values, context, options);
    return (values.signIn === 'issuer' ? issuerResolver : passwordResolver)(values, context, options);
  };

export interface UserDialogProps {
  /** The user edited; undefined adds one. */
  user: ManagedUser | undefined;
  /** The caller's device groups in tree order. */
  groups: readonly GroupChoice[];
  /** The caller: its own group and flags are not its to change (the server refuses it: SELF_CHANGE). */
  selfId: string;
  /** Whether the caller has the map flag, the only one that may give it. */
  canGiveMap: boolean;
  locale: Locale;
  defaultGroupId: string;
  onSaved: (answer: UserAnswer) => void;
  onClose: () => void;
}

/**
 * The add and edit dialog of a user: user id (adding only), name, language, device group (the caller's,
 * indented by depth), the admin and map flags, and how the user signs in (adding only): a password chosen
 * through an invitation link, or an external issuer's subject.
 */
export function UserDialog({
  user,
  groups,
  selfId,
  canGiveMap,
  locale,
  defaultGroupId,
  onSaved,
  onClose,
}: UserDialogProps) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const adding = user === undefined;
  const self = user?.userId === selfId;
  const form = useForm<UserValues>({
    mode: 'onChange',
    resolver: resolverFor(adding),
    defaultValues: valuesOf(user, locale, defaultGroupId),
  });
  const signIn = useWatch({ control: form.control, name: 'signIn' });
  return (
    <FormDialog
      title={t(adding ? 'addUser' : 'editUser')}
      form={form}
      onSubmit={async (values) => {
        onSaved(await save.mutateAsync({ stored: user, values }));
      }}
      onClose={onClose}
      submitLabel={t(adding ? 'register' : 'update')}
      failureText={(error) => userFailureText(t, 'anErrorOccurredWhileSavingTheUser', error)}
      testId="user-dialog"
    >
      {adding ? (
        <FormTextField
          control={form.control}
          name="userId"
          label={t('userId')}
          rule={USER_ID_RULE}
          testId="user-id"
          autoFocus
        />
      ) : (
        <p className="modal-dialog-text user-dialog-id" data-testid="user-id-text">
          {t('userId')}: {user.userId}
        </p>
      )}
      <FormTextField
        control={form.control}
        name="userName"
        label={t('userName')}
        rule={USER_NAME_RULE}
        testId="user-name"
        autoFocus={!adding}
      />
      <SelectField
        label={t('language')}
        options={LOCALES.map((l) => ({ value: l, label: t(LANGUAGE_NAME[l]) }))}
        testId="user-language"
        {...form.register('language')}
      />
      <SelectField
        label={t('deviceGroup')}
        options={groups.map((g) => ({ value: g.id, label: indentedLabel(g) }))}
        testId="user-group"
        disabled={self}
        {...form.register('deviceGroupId')}
      />
      <fieldset className="user-flags" data-testid="user-flags">
        <legend>{t('flags')}</legend>
        <label className="user-check">
          <input type="checkbox" disabled={self} data-testid="user-admin" {...form.register('userAdmin')} />
          {t('userAdminFlag')}
        </label>
        <label className="user-check">
          <input
            type="checkbox"
            disabled={self || !canGiveMap}
            data-testid="user-map"
            {...form.register('map')}
          />
          {t('mapFlag')}
        </label>
      </fieldset>
      {adding ? (
        <fieldset className="user-flags" data-testid="user-sign-in">
          <legend>{t('signInMethod')}</legend>
          <label className="user-check">
            <input
              type="radio"
              value="password"
              data-testid="user-sign-in-password"
              {...form.register('signIn')}
            />
            {t('signInPasswordOption')}
          </label>
          <label className="user-check">
            <input
              type="radio"
              value="issuer"
              data-testid="user-sign-in-issuer"
              {...form.register('signIn')}
            />
            {t('signInIssuerOption')}
          </label>
          {signIn === 'issuer' ? (
            <>
              <FormTextField
                control={form.control}
                name="issuer"
                label={t('issuerUrl')}
                rule={ISSUER_RULE}
                testId="user-issuer"
              />
              <FormTextField
                control={form.control}
                name="subject"
                label={t('issuerSubject')}
                rule={SUBJECT_RULE}
                testId="user-subject"
              />
            </>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
