/** Query keys of the alert-mail family (GET /scadaapi/v1/master-info/info_alertmail_destination_lists). */
export const alertMailKeys = {
  all: ['alert-mail'] as const,
  destinations: (flag: number) => [...alertMailKeys.all, 'destinations', flag] as const,
};
