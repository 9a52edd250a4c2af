/**
 * db/schema.ts, the Kysely table types written by hand, against the database the migrations make: every
 * table it declares exists with exactly its columns, each nullable or not as declared and of the same
 * broad type. Every table of the migrations is declared there, or listed below as kept in SQL alone.
 * A difference fails with its list: `table.column: what the database says, what schema.ts says`.
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../support/database.ts';

const SCHEMA_FILE = fileURLToPath(new URL('../../src/db/schema.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

/** Tables the server reads and writes with SQL of its own only (repositories/), so schema.ts has no type. */
const KEPT_IN_SQL = [
  'schema_migrations',
  'snapshot_m4_hourly',
  'snapshot_m4_daily',
  'snapshot_m4_coverage',
  'snapshot_m4_stale',
  'device_operating_hourly',
  'device_operating_daily',
  'sign_in_failures',
];

/** A column's broad type as TypeScript sees it: 'string', 'number', 'boolean', 'Date', 'Buffer', 'json'. */
interface Column {
  nullable: boolean;
  type: string;
}
type Tables = Map<string, Map<string, Column>>;

/** What a PostgreSQL type reads as through pg (db/database.ts parses numeric; bigint stays a string). */
const READ_AS: Record<string, readonly string[]> = {
  text: ['string'],
  'character varying': ['string'],
  character: ['string'],
  uuid: ['string'],
  smallint: ['number'],
  integer: ['number'],
  real: ['number'],
  'double precision': ['number'],
  numeric: ['number'],
  bigint: ['string', 'number|string'],
  boolean: ['boolean'],
  'timestamp with time zone': ['Date'],
  date: ['Date'],
  bytea: ['Buffer'],
  jsonb: ['json'],
  json: ['json'],
};

/** The tables of schema.ts's `Database` (all its merged declarations) with their columns' select types. */
function declaredTables(): Tables {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram([SCHEMA_FILE], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE)!;
  const database = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((s) => s.name === 'Database')!;
  const broad = (type: ts.Type): string => {
    if (type.flags & ts.TypeFlags.StringLike) return 'string';
    if (type.flags & ts.TypeFlags.NumberLike) return 'number';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    const name = type.getSymbol()?.getName();
    return name === 'Date' || name === 'Buffer' ? name : 'json';
  };
  const tables: Tables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns = new Map<string, Column>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(table, source))) {
      let type = checker.getTypeOfSymbolAtLocation(column, source);
      // ColumnType<Select, Insert, Update> (and Generated<T>, Timestamp): the type a select reads.
      const select = type.getProperty('__select__');
      if (select) type = checker.getTypeOfSymbolAtLocation(select, source);
      const parts = type.isUnion() ? type.types : [type];
      const values = parts.filter((p) => !(p.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
      columns.set(column.name, {
        nullable: values.length < parts.length,
        type: [...new Set(values.map(broad))].sort().join('|'),
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

const t = useTestDatabase();

/** The migrated database's tables (not the partitions of a partitioned one) from information_schema. */
async function migratedTables(): Promise<Map<string, Map<string, { nullable: boolean; dataType: string }>>> {
  const { rows } = await sql<{ table: string; column: string; nullable: 'YES' | 'NO'; data_type: string }>`
    SELECT c.table_name AS table, c.column_name AS column, c.is_nullable AS nullable, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND NOT (SELECT relispartition FROM pg_class WHERE oid = format('public.%I', c.table_name)::regclass)
    ORDER BY c.table_name, c.ordinal_position
  `.execute(t.db);
  const tables = new Map<string, Map<string, { nullable: boolean; dataType: string }>>();
  for (const row of rows) {
    const columns = tables.get(row.table) ?? new Map();
    columns.set(row.column, { nullable: row.nullable === 'YES', dataType: row.data_type });
    tables.set(row.table, columns);
  }
  return tables;
}

/** Every way schema.ts and the migrated database disagree, one line each. */
function differences(
  declared: Tables,
  migrated: Awaited<ReturnType<typeof migratedTables>>,
  keptInSql: readonly string[],
): string[] {
  const found: string[] = [];
  for (const [table, columns] of declared) {
    const actual = migrated.get(table);
    if (!actual) {
      found.push(`${table}: declared in schema.ts, not a table of the migrations`);
      continue;
    }
    for (const [name, column] of columns) {
      const real = actual.get(name);
      if (!real) {
        found.push(`${table}.${name}: declared in schema.ts, not a column of the migrations`);
        continue;
      }
      const nullability = (nullable: boolean) => (nullable ? 'nullable' : 'not null');
      if (real.nullable !== column.nullable) {
        found.push(
          `${table}.${name}: ${nullability(real.nullable)} in the database, ${nullability(column.nullable)} in schema.ts`,
        );
      }
      const readAs = READ_AS[real.dataType];
      if (!readAs?.includes(column.type)) {
        found.push(
          `${table}.${name}: ${real.dataType} in the database (read as ${readAs?.join(' or ') ?? 'an unknown type'}), ${column.type} in schema.ts`,
        );
      }
    }
    for (const name of actual.keys()) {
      if (!columns.has(name))
        found.push(`${table}.${name}: a column of the migrations, missing in schema.ts`);
    }
  }
  for (const table of migrated.keys()) {
    if (!declared.has(table) && !keptInSql.includes(table)) {
      found.push(`${table}: a table of the migrations, neither in schema.ts nor kept in SQL alone`);
    }
  }
  for (const table of keptInSql) {
    if (!migrated.has(table))
      found.push(`${table}: listed as kept in SQL alone, not a table of the migrations`);
  }
  return found;
}

it('declares in db/schema.ts every table and column of the migrations as they are', async () => {
  const declared = declaredTables();
  expect(declared.size).toBeGreaterThan(20);
  expect(differences(declared, await migratedTables(), KEPT_IN_SQL)).toEqual([]);
});
