/** Query keys of the alarm-event family (GET /v1/alarm-event-mgt/*). */
export const alarmEventKeys = {
  all: ['alarm-events'] as const,
  /** Keyed by the scope's key (api/machine-scope's scopeKeyOf), so that screens share the answers. */
  incidents: (scopeKey: string, levels: readonly number[], repaired: boolean, maxNumber: number) =>
    [...alarmEventKeys.all, repaired ? 'repaired' : 'active', scopeKey, levels.join(','), maxNumber] as const,
};
