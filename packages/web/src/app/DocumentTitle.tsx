import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@airsight/contracts/product';
import { useSession } from '../api/session/getSession.ts';
import { effectiveRoute, ROUTE_META } from '../lib/routes.ts';
import { useRouteName } from './routeHandle.ts';

/** The page title: the product name plus the route's title in the current language (part 1 §2). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const routeName = useRouteName();
  const session = useSession();
  const route = routeName ? effectiveRoute(routeName, session.data?.user) : undefined;
  const title = route ? `${PRODUCT_NAME} - ${t(ROUTE_META[route].titleKey)}` : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
