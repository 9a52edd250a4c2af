import { useEffect, useId, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { downloadInformationFile } from '../../api/informations/downloadInformationFile.ts';
import { useSessionUser } from '../../api/session/sessionUser.ts';
import {
  useInformationsDisplay,
  type DisplayedInformation,
} from '../../api/informations/getInformationsDisplay.ts';
import {
  ModalDialog,
  ModalDialogActions,
  ModalDialogContent,
  ModalDialogTitle,
} from '../../components/ModalDialog.tsx';
import { hasNewAnnouncement, infoDisplayedCookie, rememberedIds } from '../../lib/infoDisplayedCookie.ts';
import { useAfterScreenCalls } from './useAfterScreenCalls.ts';

/**
 * The announcement dialog of every screen (part 1 §2): the announcements shown now, asked once the
 * screen has its data. It opens by itself when one of them is not among the ids of the `infoDisplayed`
 * cookie, which then remembers them all; with no announcement the cookie is removed. Not for the special
 * administrator, who manages them.
 */
export function AnnouncementDialog() {
  const afterScreen = useAfterScreenCalls();
  // The special administrator writes the announcements and sees them in InfoSetting: no dialog of them.
  const { isInfoAdmin } = useSessionUser();
  const shown = useInformationsDisplay(afterScreen && !isInfoAdmin).data;
  // Judged against the cookie as it was when the answer came, before the effect below rewrites it.
  const hasNew = useMemo(
    () =>
      shown !== undefined &&
      hasNewAnnouncement(
        shown.map((info) => info.id),
        rememberedIds(document.cookie),
      ),
    [shown],
  );
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (shown) document.cookie = infoDisplayedCookie(shown.map((info) => info.id));
  }, [shown]);
  return hasNew && !closed && shown ? (
    <AnnouncementList items={shown} onClose={() => setClosed(true)} />
  ) : null;
}

function AnnouncementList({
  items,
  onClose,
}: {
  items: readonly DisplayedInformation[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId} width="sm" data-testid="announcement-dialog">
      <ModalDialogTitle id={titleId}>{t('information')}</ModalDialogTitle>
      <ModalDialogContent dividers>
        <table className="announcement-table">
          <thead>
            <tr>
              <th scope="col">{t('notification')}</th>
              <th scope="col">{t('attachedFile')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((info) => (
              <tr key={info.id} data-testid="announcement-row">
                <td>{info.infoNm}</td>
                <td>
                  {info.infoFile !== null ? (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => downloadInformationFile(info.id, info.infoFile!)}
                      aria-label={`${t('download')}: ${info.infoFileName ?? info.infoNm}`}
                      data-testid="announcement-file"
                    >
                      PDF
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ModalDialogContent>
      <ModalDialogActions>
        <Button onClick={onClose} data-testid="announcement-close">
          {t('close')}
        </Button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
