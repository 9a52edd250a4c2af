/**
 * Maintenance advice of a whole group (our own call; docs/maintenance.md): per machine of the group and
 * its subtree, the status of the shared rules (domain/maintenance.ts) from its service reports and
 * running hours, the next due points, the forecast date, and whether the signed-in user dismissed it
 * ('Not displayed for 30 days'). One round trip for the maintenance-recommendation dialog and the
 * HomeConsumer cards' maintenance icon.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '../service-records.ts';
import { Text } from './fields.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MaintenanceAdviceQuery = Type.Object(
  {
    /** A group of the caller's authorities; the answer covers it and every group under it. */
    device_group_id: Text({ minLength: 1, maxLength: 100 }),
    /**
     * 'recommended': only the machines the maintenance-recommendation dialog lists (a status that the
     * caller has not dismissed). The header asks so on every screen: for a supplier of 10,000 machines
     * that is the few due instead of the whole fleet.
     */
    only: Type.Optional(
      Type.Literal('recommended', {
        description: 'only machines with a status that the signed-in user has not dismissed',
      }),
    ),
  },
  { additionalProperties: false },
);
export type MaintenanceAdviceQuery = Static<typeof MaintenanceAdviceQuery>;

const Status = Type.Unsafe<MaintenanceStatus | null>(
  Type.Union([Type.String({ enum: [...MAINTENANCE_STATUSES] }), Type.Null()], {
    description: 'notice, warning, danger, or null (nothing due, or no service recorded)',
  }),
);

export const MaintenanceAdviceItem = Type.Object(
  {
    /** The machine's database id (as the fleet call names it). */
    id: Type.String(),
    model_id: Type.String(),
    serial_no: Type.String(),
    equipmentNo: Type.String({ description: 'the serial number before its _customerCode suffix' }),
    customerManagementNo: Nullable(Type.String({ description: 'optional_info_2' })),
    status: Status,
    latestServiceDate: Nullable(
      Type.String({ description: 'finish date of the latest service, YYYY-MM-DD' }),
    ),
    daysElapsed: Nullable(Type.Integer()),
    hoursElapsed: Nullable(Type.Number()),
    nextHours: Nullable(
      Type.Object(
        {
          milestone: Type.Number({ description: 'the hour milestone the due point is named after' }),
          atHours: Type.Number({ description: 'running hours at which it is due' }),
          hoursTo: Nullable(Type.Number({ description: 'hours left (negative: overdue)' })),
        },
        { additionalProperties: false },
      ),
    ),
    nextDate: Nullable(
      Type.Object(
        {
          milestone: Type.Number({ description: 'the year milestone (0.5 is half a year)' }),
          date: Type.String({ description: 'YYYY-MM-DD' }),
          daysTo: Type.Integer({ description: 'days from today (negative: overdue)' }),
        },
        { additionalProperties: false },
      ),
    ),
    forecastDate: Nullable(
      Type.String({
        description:
          'YYYY-MM-DD: the earlier of the calendar due date and the day the running hours reach the next hour due point at the rate of the last 28 days',
      }),
    ),
    dismissed: Type.Boolean({
      description:
        'the signed-in user ticked "Not displayed for 30 days" for it less than 30 days ago, for a status not better than the current one',
    }),
    /** The signed-in user's notification of the machine (for putMaintenanceNotification), or null. */
    notificationId: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type MaintenanceAdviceItem = Static<typeof MaintenanceAdviceItem>;

export const MaintenanceAdviceResponse = Type.Object(
  {
    /** The server's clock the advice was judged at, Japan time YYYY-MM-DD HH:mm:ss. */
    judgedAt: Type.String(),
    /** Every machine of the group and its subtree, by customerManagementNo (null last), then serial_no. */
    items: Type.Array(MaintenanceAdviceItem),
  },
  { additionalProperties: false },
);
export type MaintenanceAdviceResponse = Static<typeof MaintenanceAdviceResponse>;
