import { useParams } from 'react-router';
import type { RouteName } from '@airsight/contracts';
import { useSessionUser } from '../../api/session/sessionUser.ts';
import { ROUTE_META } from '../../lib/routes.ts';
import { Breadcrumb } from './Breadcrumb.tsx';

/** The breadcrumb of a route, from its parameters (machine first, else group) or the user's root group. */
export function RouteBreadcrumb({ route }: { route: RouteName }) {
  const params = useParams();
  const user = useSessionUser();
  const source = ROUTE_META[route].breadcrumb;
  if (!source) return null;
  if (source === 'userRoot') return <Breadcrumb deviceGroupId={user.deviceGroupId} />;
  if (params.model_id && params.serial_no) {
    return (
      <Breadcrumb
        modelId={params.model_id}
        serialNo={params.serial_no}
        current={route === 'CompressorInfo' ? 'machine' : 'none'}
      />
    );
  }
  if (params.device_group_id) {
    return (
      <Breadcrumb
        deviceGroupId={params.device_group_id}
        current={route === 'HomeAdmin' || route === 'HomeConsumer' ? 'group' : 'none'}
      />
    );
  }
  return null;
}
