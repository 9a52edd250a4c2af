import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from './ScreenPage.tsx';

/**
 * 'ページが存在しません。' (part 1 §8): the NotFound screen, and what a screen shows when the server says
 * the caller may not open it at all (the Gateways screen's NOT_GATEWAY_ADMIN).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ScreenPage route="NotFound">
      <Typography data-testid="not-found" role="status">
        {t('pageDoesNotExist')}
      </Typography>
      <div>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('backToHome')}
        </Button>
      </div>
    </ScreenPage>
  );
}
