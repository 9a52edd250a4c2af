/**
 * The machine a one-machine screen is about (CompressorInfo, TrendGraph, MaintenanceHistory): the route's
 * model_id and serial_no, answered by the machine's authority record. 'refused' for a missing parameter,
 * an unknown machine and another customer's alike (part 2 §8 nonExistentDevice), so that a screen asks
 * nothing more of a machine the user may not see.
 */
import { useParams } from 'react-router';
import { useMachineAuthority } from './getMachineAuthority.ts';
import type { UserDeviceAuthority } from './types.ts';

export type RouteMachine = (
  { status: 'pending' | 'refused'; machine?: undefined } | { status: 'ready'; machine: UserDeviceAuthority }
) & {
  /** The route's parameters, for calls that may start beside the authority's. */
  modelId: string | undefined;
  serialNo: string | undefined;
};

export function useRouteMachine(): RouteMachine {
  const { model_id: modelId, serial_no: serialNo } = useParams();
  const authority = useMachineAuthority(modelId, serialNo);
  if (!modelId || !serialNo) return { status: 'refused', modelId, serialNo };
  if (authority.isPending) return { status: 'pending', modelId, serialNo };
  if (!authority.data) return { status: 'refused', modelId, serialNo };
  return { status: 'ready', machine: authority.data, modelId, serialNo };
}
