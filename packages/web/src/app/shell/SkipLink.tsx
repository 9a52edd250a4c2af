import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The first stop of the Tab key (WCAG 2.4.1): jumps over the header and the menu to the screen. Hidden
 * until it has keyboard focus. Focus is moved by hand: the router would treat `#main` as a navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        minHeight: 44,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('skipToMain')}
    </Box>
  );
}
