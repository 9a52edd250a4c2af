import { describe, expect, it } from 'vitest';
import type { AlertMailDestination } from '@airsight/contracts/http/alert-mail';
import {
  ALL_CHOICE,
  chosenSubject,
  destinationFields,
  destinationRows,
  machineOptions,
  machinesOfStatus,
  NEW_DESTINATION,
  routeSubject,
  valuesOf,
} from './destinationRows.ts';

const record = (over: Partial<AlertMailDestination> = {}): AlertMailDestination => ({
  id: '7',
  mail: 'a@example.com',
  user_name: 'Ann',
  locale: 2,
  severity: '3,1',
  source_flag: 1,
  source_type: 'OIL_FREE$N1_C1',
  inserted: 'u',
  updated: 'u',
  insert_time: '2026-01-01T00:00:00Z',
  update_time: '2026-01-01T00:00:00Z',
  version: 4,
  notify_recovery: true,
  ...over,
});

describe('whose destinations (part 2 §2, §6)', () => {
  it('an admin works on the route’s machine, else its group, else nothing', () => {
    expect(routeSubject({ device_group_id: 'G1', model_id: 'M', serial_no: 'S' })).toEqual({
      sourceFlag: 1,
      sourceType: 'M$S',
    });
    expect(routeSubject({ device_group_id: 'G1', model_id: 'M' })).toEqual({
      sourceFlag: 0,
      sourceType: 'G1',
    });
    expect(routeSubject({})).toBeUndefined();
  });

  it('anyone else: ALL is their own group, a machine its modelId$serialNo', () => {
    expect(chosenSubject(ALL_CHOICE, 'G1')).toEqual({ sourceFlag: 0, sourceType: 'G1' });
    expect(chosenSubject(ALL_CHOICE, '')).toBeUndefined();
    expect(chosenSubject('M$S', 'G1')).toEqual({ sourceFlag: 1, sourceType: 'M$S' });
  });

  it('offers the machines by customer’s number and serial number, in label order', () => {
    expect(
      machineOptions([
        { model_id: 'M', serial_no: 'S10', optional_info_2: null },
        { model_id: 'M', serial_no: 'S2', optional_info_2: null },
        { model_id: 'N', serial_no: 'S3', optional_info_2: 'Line A' },
      ]),
    ).toEqual([
      { value: 'N$S3', label: 'Line A (S3)' },
      { value: 'M$S2', label: 'S2' },
      { value: 'M$S10', label: 'S10' },
    ]);
  });
});

describe('rows and the dialog’s values', () => {
  it('a machine’s destination shows its serial number, a group’s none', () => {
    const [machine, group] = destinationRows([
      record(),
      record({ id: '8', source_flag: 0, source_type: 'G1' }),
    ]);
    expect(machine).toMatchObject({
      serialNo: 'N1_C1',
      mail: 'a@example.com',
      languageKey: 'japanese',
      levels: [3, 1],
    });
    expect(group?.serialNo).toBeUndefined();
  });

  it('adds with all three levels on, no recovery mail', () => {
    expect(NEW_DESTINATION.levels).toEqual([3, 2, 1]);
    expect(NEW_DESTINATION.notifyRecovery).toBe(false);
  });

  it('an edit starts from the record and sends its fields on the subject', () => {
    const values = valuesOf(record());
    expect(values).toEqual({
      mail: 'a@example.com',
      userName: 'Ann',
      locale: 2,
      levels: [3, 1],
      notifyRecovery: true,
    });
    expect(destinationFields({ ...values, levels: [2] }, { sourceFlag: 0, sourceType: 'G1' })).toEqual({
      mail: 'a@example.com',
      user_name: 'Ann',
      locale: 2,
      severity: '2',
      source_flag: 0,
      source_type: 'G1',
      notify_recovery: true,
    });
  });
});

describe('the e-mail setting status filter', () => {
  const machines = [
    { model_id: 'M', serial_no: 'S1', device_group_id: 'plant' },
    { model_id: 'M', serial_no: 'S2', device_group_id: 'plant' },
    { model_id: 'M', serial_no: 'S3', device_group_id: 'other' },
  ];
  const serials = (list: readonly { serial_no: string }[]) => list.map((m) => m.serial_no);

  it.each([
    ['all', [], ['S1', 'S2', 'S3']],
    ['set', [{ source_flag: 1, source_type: 'M$S2' }], ['S2']],
    ['notSet', [{ source_flag: 1, source_type: 'M$S2' }], ['S1', 'S3']],
    ['set', [{ source_flag: 0, source_type: 'plant' }], ['S1', 'S2']],
    ['notSet', [{ source_flag: 0, source_type: 'plant' }], ['S3']],
    ['notSet', [], ['S1', 'S2', 'S3']],
  ] as const)('%s with %j → %j', (status, destinations, shown) => {
    expect(serials(machinesOfStatus(machines, status, destinations))).toEqual(shown);
  });
});
