/**
 * Names of service codes and task types (presentation/service-codes.ts): complete in three languages,
 * unique codes, the specification's English service-code names, a task type for every milestone of every
 * service plan, and the maintenance status colours of part 1 §4, §9.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/locales.ts';
import { HOUR_MILESTONES, SERVICE_PLANS, YEAR_MILESTONES } from '../../src/models/service-plans.ts';
import {
  HISTORY_SERVICE_CODES,
  MAINTENANCE_STATUS_COLOURS,
  SERVICE_CODES,
  serviceCodeName,
  TASK_TYPES,
  taskTypeName,
  taskTypeOfHours,
  taskTypeOfYears,
  type CodeName,
} from '../../src/presentation/service-codes.ts';

function expectComplete(table: readonly CodeName[]) {
  expect(new Set(table.map((c) => c.code)).size).toBe(table.length);
  for (const { code, names } of table) {
    expect(Number.isInteger(code)).toBe(true);
    expect(names).toHaveLength(3);
    for (const name of names) expect([code, name.trim().length > 0]).toEqual([code, true]);
    // Each language its own text (the Japanese and Chinese are not the English copied).
    expect([code, names[1] !== names[0] && names[2] !== names[0]]).toEqual([code, true]);
  }
}

describe('service codes', () => {
  it('are 1 to 9, each with three non-empty names', () => {
    expect(SERVICE_CODES.map((c) => c.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expectComplete(SERVICE_CODES);
  });

  it('carry the English names of part 2 §3', () => {
    expect(SERVICE_CODES.map((c) => c.names[0].toLowerCase())).toEqual([
      'commissioning',
      'patrol',
      '3000/6000/12000h maintenance',
      'overhaul',
      'warranty claim',
      'preventive maintenance',
      'emergency call',
      'parts change etc.',
      'patrol service cleanup',
    ]);
  });

  it('MaintenanceHistory lists codes 1, 3, 4 and 9 (part 2 §2)', () => {
    expect(HISTORY_SERVICE_CODES).toEqual([1, 3, 4, 9]);
  });

  it('are named per locale; unknown codes have no name', () => {
    expect(serviceCodeName(4, 'en')).toBe('Overhaul');
    expect(serviceCodeName(4, 'ja')).toBe('オーバーホール');
    expect(serviceCodeName(4, 'zh')).toBe('大修');
    expect(serviceCodeName(0, 'en')).toBeUndefined();
    expect(serviceCodeName(10, 'ja')).toBeUndefined();
  });
});

describe('task types', () => {
  it('are unique codes from 99 to 999, ascending, each with three non-empty names', () => {
    expectComplete(TASK_TYPES);
    const codes = TASK_TYPES.map((t) => t.code);
    expect(codes[0]).toBe(99);
    expect(codes.at(-1)).toBe(999);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    for (const code of codes) {
      expect(code).toBeGreaterThanOrEqual(99);
      expect(code).toBeLessThanOrEqual(999);
    }
  });

  it('name every hour and calendar milestone of part 2 §9', () => {
    for (const h of HOUR_MILESTONES) {
      expect(taskTypeName(taskTypeOfHours(h), 'en')).toBe(`${h}h maintenance`);
      for (const locale of LOCALES) expect(taskTypeName(taskTypeOfHours(h), locale)).toContain(String(h));
    }
    expect(taskTypeOfHours(2000)).toBe(202);
    expect(taskTypeOfHours(36000)).toBe(236);
    expect(taskTypeOfYears(0.5)).toBe(305);
    expect(taskTypeOfYears(8)).toBe(380);
    expect(taskTypeName(305, 'en')).toBe('Half-year maintenance');
    for (const y of YEAR_MILESTONES) {
      for (const locale of LOCALES) expect(taskTypeName(taskTypeOfYears(y), locale)).toBeDefined();
    }
  });

  it('cover every milestone of every service plan', () => {
    for (const plan of Object.values(SERVICE_PLANS)) {
      for (const h of plan.hours) expect(taskTypeName(taskTypeOfHours(h), 'ja')).toBeDefined();
      for (const y of plan.years) expect(taskTypeName(taskTypeOfYears(y), 'ja')).toBeDefined();
    }
  });

  it('hold the kinds part 2 §3 lists', () => {
    const english = TASK_TYPES.map((t) => t.names[0].toLowerCase()).join('|');
    for (const kind of [
      'commissioning',
      'patrol',
      'annual',
      'claim',
      'preventive',
      'irregular',
      'others',
      'patrol service',
      'overhaul',
      'regular',
    ])
      expect(english).toContain(kind);
    expect(TASK_TYPES.filter((t) => t.names[0].startsWith('Overhaul')).length).toBeGreaterThan(1);
    expect(taskTypeName(1000, 'en')).toBeUndefined();
  });
});

describe('maintenance status colours', () => {
  it('are danger #FF0000, warning #FFA500, notice #00FF26 (part 1 §4, §9)', () => {
    expect(MAINTENANCE_STATUS_COLOURS).toEqual({ danger: '#FF0000', warning: '#FFA500', notice: '#00FF26' });
  });
});
