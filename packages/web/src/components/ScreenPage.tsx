import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@airsight/contracts';
import { ROUTE_META } from '../lib/routes.ts';
import { RouteBreadcrumb } from './Breadcrumb/RouteBreadcrumb.tsx';

export interface ScreenPageProps {
  route: RouteName;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: breadcrumb (where the route has one), the title as the page's h1, content. */
export function ScreenPage({ route, actions, children }: ScreenPageProps) {
  const { t } = useTranslation();
  const meta = ROUTE_META[route];
  return (
    <Stack component="section" spacing={2} aria-labelledby="page-title" sx={{ minWidth: 0 }}>
      {meta.breadcrumb ? <RouteBreadcrumb route={route} /> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          id="page-title"
          data-testid="page-title"
          variant="h5"
          component="h1"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {t(meta.titleKey)}
        </Typography>
        {actions}
      </Box>
      {children}
    </Stack>
  );
}
