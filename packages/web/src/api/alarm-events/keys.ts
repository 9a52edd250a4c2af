/** Query keys of the alarm-event family (GET /v1/alarm-event-mgt/*). */
export const alarmEventKeys = {
  all: ['alarm-events'] as const,
  active: (scopeKey: string, levels: readonly number[]) =>
    [...alarmEventKeys.all, 'active', scopeKey, levels.join(',')] as const,
  repaired: (scopeKey: string, levels: readonly number[]) =>
    [...alarmEventKeys.all, 'repaired', scopeKey, levels.join(',')] as const,
  historyOfPastYear: (scopeKey: string) => [...alarmEventKeys.all, 'history', scopeKey] as const,
};
