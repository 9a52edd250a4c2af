import { describe, expect, it } from 'vitest';
import { encodeLamps, LAMP_OFF_COLOR, STATUS_PALETTE } from '@airsight/contracts/domain/status';
import { formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import {
  bitLists,
  cardLamps,
  counters,
  hasSensorDefinitions,
  lastMeasureTimeOf,
  latestValues,
  NO_VALUE,
  readingGroups,
} from './machineView.ts';

const point = (data: number, measureTime = '20261121003000') => ({ dataList: [{ measureTime, data }] });

describe('machine information view', () => {
  it('converts pressure by locale: bar with 3 decimals in English, MPa with 2 otherwise', () => {
    const values = latestValues({ timeList: [{ sensorId: 'sn_D002', ...point(700) }] });
    const en = readingGroups('OIL_INJECTION4', values, 'en').find((g) => g.group === 'pressure');
    const ja = readingGroups('OIL_INJECTION4', values, 'ja').find((g) => g.group === 'pressure');
    expect(en?.readings.find((r) => r.sensorId === 'sn_D002')).toMatchObject({ value: '7.000', unit: 'bar' });
    expect(ja?.readings.find((r) => r.sensorId === 'sn_D002')).toMatchObject({
      value: '0.70',
      unit: 'MPa',
      name: '吐出圧力',
    });
  });

  it('reads signed temperatures, groups thousands and shows - without data', () => {
    const values = latestValues({
      timeList: [
        { sensorId: 'sn_D006', ...point(0xffff - 49) }, // -50 raw = -5.0 °C
        { sensorId: 'sn_D020_021', ...point(1234567) },
      ],
    });
    const temps = readingGroups('OIL_INJECTION', values, 'ja').find((g) => g.group === 'temperature');
    expect(temps?.readings.find((r) => r.sensorId === 'sn_D006')?.value).toBe('-5.0');
    expect(temps?.readings.find((r) => r.sensorId === 'sn_D007')?.value).toBe(NO_VALUE);
    const [hours, starts] = counters('OIL_INJECTION', values, 'ja');
    expect(hours).toMatchObject({ key: 'runningHours', value: '1,234,567' });
    expect(starts).toMatchObject({ key: 'startCount', value: NO_VALUE });
  });

  it('has the four groups and skips unused registers', () => {
    const groups = readingGroups('OIL_INJECTION4', new Map(), 'en');
    expect(groups.map((g) => g.group)).toEqual(['pressure', 'temperature', 'current', 'load']);
    const ids = groups.flatMap((g) => g.readings.map((r) => r.sensorId));
    expect(ids).not.toContain('sn_D015');
    expect(ids).toContain('sn_D014');
  });

  it('lights the card lamps in their colours, grey when off or without data', () => {
    const word = encodeLamps('OIL_INJECTION4', { start: true, emergency: true });
    const lamps = cardLamps('OIL_INJECTION4', word);
    expect(lamps.map((l) => l.lamp)).toEqual([
      'start',
      'emergency',
      'load',
      'caution',
      'local',
      'maintenance',
    ]);
    expect(lamps.find((l) => l.lamp === 'start')).toMatchObject({ on: true, color: STATUS_PALETTE.green });
    expect(lamps.find((l) => l.lamp === 'emergency')).toMatchObject({ on: true, color: STATUS_PALETTE.red });
    expect(lamps.find((l) => l.lamp === 'caution')).toMatchObject({ on: false, color: LAMP_OFF_COLOR });
    expect(cardLamps('OIL_INJECTION4', undefined).every((l) => !l.on && l.color === LAMP_OFF_COLOR)).toBe(
      true,
    );
  });

  it('lists every named bit and lights set ones in the list colour', () => {
    const values = latestValues({
      timeList: [
        { sensorId: 'sn_D024', ...point(0b101) },
        { sensorId: 'sn_D029', ...point(1) },
      ],
    });
    const lists = bitLists('OIL_INJECTION4', values, 'en');
    expect(lists.map((l) => l.key)).toEqual(['error1', 'error2', 'caution', 'maintenance', 'runningState']);
    const error1 = lists.find((l) => l.key === 'error1')!.lamps;
    expect(error1[0]).toMatchObject({
      id: '0024-0',
      name: 'E) Motor overload',
      on: true,
      color: STATUS_PALETTE.red,
    });
    expect(error1[1]).toMatchObject({ on: false, color: LAMP_OFF_COLOR });
    const maintenance = lists.find((l) => l.key === 'maintenance')!.lamps;
    expect(maintenance.find((l) => l.id === '0029-0')).toMatchObject({
      on: true,
      color: STATUS_PALETTE.yellow,
    });
  });

  it('greys every lamp of a disconnected machine, whatever its last word said', () => {
    const word = encodeLamps('OIL_INJECTION4', { start: true, load: true, emergency: true });
    const lamps = cardLamps('OIL_INJECTION4', word, false);
    expect(lamps).toHaveLength(6);
    expect(lamps.every((l) => !l.on && l.color === LAMP_OFF_COLOR)).toBe(true);
    const values = latestValues({ timeList: [{ sensorId: 'sn_D024', ...point(0b101) }] });
    const bits = bitLists('OIL_INJECTION4', values, 'en', false).flatMap((l) => l.lamps);
    expect(bits.length).toBeGreaterThan(0);
    expect(bits.every((l) => !l.on && l.color === LAMP_OFF_COLOR)).toBe(true);
  });

  it('knows that the gateway model and unknown models have no sensors', () => {
    expect(hasSensorDefinitions('FE_LTE_00')).toBe(false);
    expect(hasSensorDefinitions('NO_SUCH_MODEL')).toBe(false);
    expect(hasSensorDefinitions('OIL_FREE')).toBe(true);
  });

  it('shows the last measurement in the machine time zone', () => {
    const last = lastMeasureTimeOf({ lastMeasureTime: '20261121003000.000', timeList: [] });
    expect(last).toBeDefined();
    expect(formatDeviceDateTime(last!, 'Asia/Tokyo')).toBe('2026/11/21 09:30:00');
    expect(formatDeviceDateTime(last!, 'Europe/Berlin')).toBe('2026/11/21 01:30:00');
    expect(lastMeasureTimeOf(null)).toBeUndefined();
  });
});
