import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LOCALE_IDS } from '@airsight/contracts/locales';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useDownloadLogs } from '../api/getLogs.ts';
import { logsBody, periodProblems, type LogSearch } from '../logRows.ts';

const EMPTY: LogSearch = { userId: '', deviceGroupName: '', from: '', to: '' };
/** Wide enough for a date-time with seconds; the whole width on a phone. */
const FIELD_WIDTH = { width: { xs: '100%', sm: 300 } };
const ROW = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 2,
  rowGap: 0.5,
  alignItems: 'flex-start',
} as const;

/**
 * Operation log download (route Logs, part 1 §2, §5; the special administrator only, app/RouteGate.tsx):
 * user id, device group name and a period of local date-times; Download saves the matching entries as
 * YYYYMMDD.csv (logRows.ts). A reversed period is said under both fields and disables the button.
 */
export default function LogsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState<LogSearch>(EMPTY);
  const download = useDownloadLogs();
  const problems = periodProblems(search);
  const reversed = problems.from !== undefined;

  const field = (name: keyof LogSearch) => ({
    value: search[name],
    onChange: (event: { target: { value: string } }) => setSearch({ ...search, [name]: event.target.value }),
    size: 'small' as const,
    sx: FIELD_WIDTH,
  });
  const timeField = (name: 'from' | 'to', testId: string) => {
    const problem = problems[name];
    return {
      ...field(name),
      type: 'datetime-local',
      error: problem !== undefined,
      helperText: problem ? t(problem) : ' ',
      slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': testId } },
    };
  };

  const save = () => {
    if (reversed) return;
    download.mutate({ body: logsBody(search, LOCALE_IDS[locale]), header: (key) => t(key) });
  };

  return (
    <ScreenPage route="Logs">
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        sx={{ display: 'flex', flexDirection: 'column', rowGap: 0.5 }}
        data-testid="logs-search"
      >
        <Box sx={ROW}>
          <TextField
            label={t('userId')}
            {...field('userId')}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'logs-user-id' } }}
          />
          <TextField
            label={t('deviceGroupName')}
            {...field('deviceGroupName')}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'logs-device-group-name' } }}
          />
        </Box>
        <Box sx={ROW}>
          <TextField label={t('datetimeFrom')} {...timeField('from', 'logs-from')} />
          <TextField label={t('datetimeTo')} {...timeField('to', 'logs-to')} />
          <DownloadButton
            type="submit"
            disabled={reversed || download.isPending}
            sx={{ mt: 0.5 }}
            data-testid="logs-download"
          >
            {t('download')}
          </DownloadButton>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('logsSearchNote')}
      </Typography>
      {download.data ? (
        <Alert
          severity={download.data.truncated ? 'warning' : 'success'}
          sx={{ mt: 2, maxWidth: 960 }}
          data-testid="logs-result"
          role="status"
        >
          {download.data.truncated
            ? t('logsTruncated', { count: download.data.count })
            : t('logsSaved', { count: download.data.count })}
        </Alert>
      ) : null}
    </ScreenPage>
  );
}
