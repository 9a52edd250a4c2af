import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Unknown routes (and routes the user may not open): 'ページが存在しません。' (part 1 §8). */
export default function NotFoundScreen() {
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
