/**
 * The lint rule of eslint/server-sql.js must fire: SQL outside repositories/, db/ and demo/ is an error.
 * The snippets are linted under fake paths with the repository's own ESLint configuration.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SQL_MESSAGE = 'SQL belongs in packages/server/src/repositories/';

const snippets: Record<string, string> = {
  'a query builder': `
import type { Db } from '../db/database.ts';
export async function names(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('user_name').execute();
  return rows.map((r) => r.user_name);
}
`,
  'a delete': `
import type { Db } from '../db/database.ts';
export async function forget(db: Db): Promise<void> {
  await db.deleteFrom('sessions').execute();
}
`,
  'a sql template': `
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
export async function now(db: Db): Promise<unknown> {
  return (await sql<{ now: Date }>\`SELECT now()\`.execute(db)).rows[0];
}
`,
  'SQL text to the driver': `
import type pg from 'pg';
export async function count(pool: pg.Pool): Promise<unknown> {
  return (await pool.query('SELECT count(*) FROM devices')).rows[0];
}
`,
};

async function sqlErrors(eslint: ESLint, code: string, relativePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, relativePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.startsWith(SQL_MESSAGE))
    .map((m) => `${m.line}: ${m.message}`);
}

describe('lint: SQL only in repositories', () => {
  let eslint: ESLint;
  // Loading the configuration (plugins, parsers) is the slow part; it happens once, here.
  beforeAll(async () => {
    eslint = new ESLint({ cwd: REPO_ROOT });
    await eslint.lintText('', { filePath: path.join(REPO_ROOT, 'packages/server/src/lint-probe.ts') });
  }, 120_000);

  for (const [name, code] of Object.entries(snippets)) {
    it(`flags ${name} in a service`, async () => {
      expect(await sqlErrors(eslint, code, 'packages/server/src/services/lint-probe.ts')).not.toEqual([]);
    });

    it(`flags ${name} in the sign-in code`, async () => {
      expect(await sqlErrors(eslint, code, 'packages/server/src/auth/lint-probe.ts')).not.toEqual([]);
    });

    it(`allows ${name} in a repository and in db/`, async () => {
      expect(await sqlErrors(eslint, code, 'packages/server/src/repositories/lint-probe.ts')).toEqual([]);
      expect(await sqlErrors(eslint, code, 'packages/server/src/db/lint-probe.ts')).toEqual([]);
    });
  }

  it('flags the import of sql from kysely outside repositories', async () => {
    const code = `import { sql } from 'kysely';\nexport const probe = sql;\n`;
    expect(await sqlErrors(eslint, code, 'packages/server/src/routes/lint-probe.ts')).toEqual([
      `1: ${SQL_MESSAGE}: call a repository function instead`,
    ]);
  });

  it('allows type imports from kysely and calls to repository functions', async () => {
    const code = `
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findUserIdBySubject } from '../repositories/users.ts';
export async function probe(trx: Transaction<Database>): Promise<string | undefined> {
  return findUserIdBySubject(trx, 'local', 'someone');
}
`;
    expect(await sqlErrors(eslint, code, 'packages/server/src/services/lint-probe.ts')).toEqual([]);
  });
});
