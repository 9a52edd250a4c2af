/**
 * The trend graph's CSV file (GET /v1/sensor-data-file-mgt/trendCsv; part 2 §2, §9; DESIGN §10, §11):
 * every sample of one machine in a period for the asked trend sensors, oldest first. The time in the
 * machine's zone (else the caller's, else UTC) as the screens write it, 'YYYY/MM/DD HH:mm:ss', under a
 * title that names the zone's offset; one column per sensor, titled with its label and unit in the
 * locale, its values scaled as the chart shows them with the locale's decimals, empty where a sample has
 * none. The file is named by today's date, YYYYMMDD.csv, in the caller's zone as a browser names its files.
 *
 * Checks come first, so that a refusal is an ordinary error answer: the period (366 days at most), the
 * caller's zone, the machine (404 when the caller may not see it, as for an unknown one) and its sensors.
 * Then the rows are read through a cursor and written a chunk at a time, each chunk only when the caller
 * has taken the one before: a machine-year is 525,600 rows, and memory stays flat.
 */
import { FALLBACK_LOCALE, LOCALE_IDS, localeFromId } from '@airsight/contracts/locales';
import { CSV_BOM, csvDecimal, csvLine, type CsvCell } from '@airsight/contracts/format/csv';
import {
  deviceDateTimeFormatter,
  deviceZoneLabel,
  formatFileDate,
  knownTimeZone,
} from '@airsight/contracts/format/date-time';
import {
  decimalsOf,
  localeSlot,
  rawScaling,
  scaledRaw,
  type RawScaling,
} from '@airsight/contracts/domain/values';
import type { TrendCsvQuery } from '@airsight/contracts/http/trend-csv';
import { trendPresetsFor } from '@airsight/contracts/models/presets';
import { registerBySensorId } from '@airsight/contracts/models/registers';
import { TREND_CSV_TIME_TITLE } from '@airsight/contracts/presentation/trend-csv';
import type { Locale } from '@airsight/contracts/locales';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { streamRawHistory, type HistoryRange } from '../repositories/telemetry-read.ts';
import { requireMachines, type Scope } from './access.ts';
import { recordOperation } from './operation-log.ts';
import { readPeriod } from './sensor-data-request.ts';

/** Rows read and written at a time: about 100 KB of text for four sensors. */
const CHUNK_ROWS = 2_000;

export interface TrendCsvFile {
  /** YYYYMMDD.csv */
  fileName: string;
  /** The file's text: the BOM and the title row, then the rows a chunk at a time, as they are read. */
  lines: AsyncIterable<string>;
}

interface Column {
  sensorId: string;
  title: string;
  scaling: RawScaling;
  decimals: number;
}

/** The asked sensors as columns of a model's trend, in the asked order (each once); 400 for any other. */
function trendColumns(modelId: string, sensorIds: readonly string[], locale: Locale): Column[] {
  const presets = trendPresetsFor(modelId) ?? [];
  const slot = localeSlot(locale);
  return [...new Set(sensorIds)].map((sensorId) => {
    const preset = presets.find((p) => p.sensorId === sensorId);
    const register = registerBySensorId(modelId, sensorId);
    const scaling = register && rawScaling(register, locale);
    if (!preset || !register || !scaling) {
      throw badRequest(`querystring.sensor_id: ${sensorId} is not a trend sensor of ${modelId}`);
    }
    return {
      sensorId,
      title: `${preset.label[slot]} (${preset.unit[slot]})`,
      scaling,
      decimals: decimalsOf(register, locale),
    };
  });
}

export async function trendCsvFile(
  db: Db,
  scope: Scope,
  query: TrendCsvQuery,
  now: Date = new Date(),
): Promise<TrendCsvFile> {
  const period = readPeriod(query, 'querystring');
  const callerZone = knownTimeZone(query.time_zone);
  if (query.time_zone !== undefined && callerZone === undefined) {
    throw badRequest(`querystring.time_zone: "${query.time_zone}" is not a known time zone`);
  }
  const [machine] = await requireMachines(db, scope, [
    { key: { modelId: query.model_id, serialNo: query.serial_no }, field: 'querystring.serial_no' },
  ]);
  const locale = localeFromId(query.locale ?? LOCALE_IDS[FALLBACK_LOCALE])!;
  const columns = trendColumns(machine!.modelId, query.sensor_id, locale);
  const zone = knownTimeZone(machine!.timeZone) ?? callerZone ?? 'UTC';
  const header = [
    `${TREND_CSV_TIME_TITLE[localeSlot(locale)]} (${deviceZoneLabel(period.to.getTime(), zone)})`,
    ...columns.map((c) => c.title),
  ];
  const fileName = `${formatFileDate(now, callerZone ?? zone)}.csv`;
  await recordOperation(db, {
    type: 'trendCsvDownload',
    userId: scope.userId,
    machine: { modelId: query.model_id, serialNo: query.serial_no },
    contents: { file: fileName, from: period.from.toISOString(), to: period.to.toISOString() },
  });
  return {
    fileName,
    lines: csvText(db, { deviceId: machine!.deviceId, ...period }, columns, header, zone),
  };
}

async function* csvText(
  db: Db,
  range: HistoryRange,
  columns: readonly Column[],
  header: readonly string[],
  zone: string,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  const timeOf = deviceDateTimeFormatter(zone);
  const names = columns.map((_, i) => `v${i}` as const);
  const chunks = streamRawHistory(
    db,
    range,
    columns.map((c) => c.sensorId),
    CHUNK_ROWS,
  )[Symbol.asyncIterator]();
  try {
    let next = chunks.next();
    for (;;) {
      const read = await next;
      if (read.done) break;
      // Asked for at once: the database reads the next chunk while this one is written (a cursor sends
      // nothing until asked, so the two would otherwise take turns).
      next = chunks.next();
      let text = '';
      for (const row of read.value) {
        const cells: CsvCell[] = [timeOf(row.time_ms)];
        for (let i = 0; i < columns.length; i++) {
          const raw = row[names[i]!];
          const { scaling, decimals } = columns[i]!;
          // Double words arrive as digit strings.
          cells.push(
            raw === null || raw === undefined ? '' : csvDecimal(scaledRaw(Number(raw), scaling), decimals),
          );
        }
        text += csvLine(cells);
      }
      yield text;
    }
  } finally {
    // Also when the caller went away mid-file: the cursor closes and the connection goes back.
    await chunks.return(undefined);
  }
}
