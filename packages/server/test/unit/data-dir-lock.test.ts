/**
 * The data folder's lock (src/data-dir-lock.ts) against real processes: a live holder refuses, a holder
 * killed with SIGKILL leaves nothing that blocks the next one, and the record file is not the lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/data-dir-lock.ts';

const LOCK_MODULE = path.resolve(import.meta.dirname, '../../src/data-dir-lock.ts');

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-lock-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Another process that takes the lock of dir and holds it until it is killed. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    await lockDataDir(${JSON.stringify(dir)}, { role: 'all', port: 8123 });
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

async function refusal(dir: string): Promise<DataDirLockedError> {
  const error = await lockDataDir(dir).then(
    (lock) => lock.release().then(() => undefined),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataDirLockedError);
  return error as DataDirLockedError;
}

describe('the data folder lock', () => {
  it('a live holder refuses another process, naming the folder and the holder', async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    const error = await refusal(dir);
    expect(error.holder).toMatchObject({ pid: holder.pid, role: 'all', port: 8123 });
    expect(error.message).toContain(`The data folder ${dir} is in use by process ${holder.pid}`);
    expect(error.message).toContain('port 8123');
    // Another path to the same folder finds the same lock.
    const link = path.join(tempDir(), 'link');
    fs.symlinkSync(dir, link);
    expect((await refusal(link)).holder?.pid).toBe(holder.pid);
  });

  it('a holder killed with SIGKILL leaves nothing that blocks the next one', async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    const exited = new Promise((r) => holder.once('exit', r));
    holder.kill('SIGKILL');
    await exited;
    // Its record stays behind and names a dead process; that does not block.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8'))).toMatchObject({
      pid: holder.pid,
    });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await lock.release();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });

  it('a record naming a live process (a reused pid) is not the lock', async () => {
    const dir = tempDir();
    const record = { pid: process.ppid, startedAt: new Date(0).toISOString() };
    fs.writeFileSync(path.join(dir, 'portal.lock'), JSON.stringify(record));
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it('takers in one process share the lock until the last releases it', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir, { role: 'all' });
    const second = await lockDataDir(dir);
    await first.release();
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
      try { await lockDataDir(${JSON.stringify(dir)}); process.exit(0); } catch { process.exit(3); }`;
    const tryLock = () =>
      new Promise<number | null>((resolve) =>
        spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' }).once(
          'exit',
          resolve,
        ),
      );
    expect(await tryLock()).toBe(3);
    await second.release();
    expect(await tryLock()).toBe(0);
  });
});
