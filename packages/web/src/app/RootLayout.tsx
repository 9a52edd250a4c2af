import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { SnackbarHost } from '../components/SnackbarHost.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';

/** Around every route, Login included: page title, snackbar, loading overlay and offline notice. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <SnackbarHost />
      <LoadingOverlay />
      <OfflineNotice />
    </>
  );
}
