import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@airsight/contracts';
import { ROUTE_META } from '../lib/routes.ts';
import { RouteBreadcrumb } from './Breadcrumb/RouteBreadcrumb.tsx';
import './screenPage.css';

export interface ScreenPageProps {
  route: RouteName;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every screen: breadcrumb (where the route has one), the title as the page's h1, content.
 * Static CSS (screenPage.css): it is on every first load.
 */
export function ScreenPage({ route, actions, children }: ScreenPageProps) {
  const { t } = useTranslation();
  const meta = ROUTE_META[route];
  return (
    <section className="screen-page" aria-labelledby="page-title">
      {meta.breadcrumb ? <RouteBreadcrumb route={route} /> : null}
      <div className="screen-page-heading">
        <h1 id="page-title" className="screen-page-title" data-testid="page-title">
          {t(meta.titleKey)}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
