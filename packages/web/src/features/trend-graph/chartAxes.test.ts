import { describe, expect, it } from 'vitest';
import { MODEL_IDS } from '@airsight/contracts/models/catalogue';
import { chartAxes, onRightAxis } from './chartAxes.ts';
import { TREND_CHARTS, trendSensors } from './trendSeries.ts';

describe('trend chart axes', () => {
  it.each([
    ['en', 'bar', 'mbar'],
    ['ja', 'MPa', 'kPa'],
    ['zh', 'MPa', 'kPa'],
  ] as const)(
    'puts the suction gauge on a right axis of its own (%s: %s left, %s right)',
    (locale, left, right) => {
      const pressure = trendSensors('OIL_INJECTION2', locale)!.filter((s) => s.chart === 'pressure');
      const axes = chartAxes(pressure);
      expect(axes.unit).toBe(left);
      expect(axes.right?.unit).toBe(right);
      const suction = pressure.find((s) => s.unit === right)!;
      expect(onRightAxis(axes, suction)).toBe(true);
      expect(pressure.filter((s) => onRightAxis(axes, s)).every((s) => s.unit === right)).toBe(true);
    },
  );

  it('gives every chart of every model one axis per unit, two at most', () => {
    for (const model of MODEL_IDS) {
      for (const locale of ['en', 'ja', 'zh'] as const) {
        const sensors = trendSensors(model, locale) ?? [];
        for (const chart of TREND_CHARTS) {
          const ofChart = sensors.filter((s) => s.chart === chart);
          const axes = chartAxes(ofChart);
          for (const s of ofChart) {
            expect(s.unit, `${model} ${locale} ${chart} ${s.sensorId}`).toBe(
              onRightAxis(axes, s) ? axes.right!.unit : axes.unit,
            );
          }
        }
      }
    }
  });
});
