import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/**
 * The bar a screen shows in place of content that is still loading, named so that a screen reader says
 * "Loading". A bar above content that is only being refreshed is `aria-hidden` instead: the content is
 * there, and a repeated announcement every refresh would be noise.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('loading')} />;
}
