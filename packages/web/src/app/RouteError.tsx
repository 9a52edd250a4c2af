import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A screen that failed to load or render (e.g. its chunk is gone after an update): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('[route]', error);
  return (
    <Stack sx={{ alignItems: 'center', py: 6, px: 2 }}>
      <Paper variant="outlined" role="alert" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography component="h1" variant="h6" gutterBottom>
          {t('unexpectedError')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </Paper>
    </Stack>
  );
}
