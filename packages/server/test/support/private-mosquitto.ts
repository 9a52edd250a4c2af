/**
 * A Mosquitto of the test's own (the machine's on 1883 lets anyone in): on a free port, anonymous logins
 * refused, with one account (tests of a broker that refuses the ingest's login) or the files of a test. Needs the
 * `mosquitto` and `mosquitto_passwd` programs; `available` says whether they are installed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PrivateMosquitto {
  port: number;
  stop(): Promise<void>;
}

function installed(program: string): boolean {
  try {
    execFileSync('which', [program], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const mosquittoAvailable = installed('mosquitto') && installed('mosquitto_passwd');

export async function startPrivateMosquitto(
  port: number,
  account: { username: string; password: string },
): Promise<PrivateMosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-mosquitto-'));
  const passwordFile = path.join(dir, 'passwd');
  execFileSync('mosquitto_passwd', ['-c', '-b', passwordFile, account.username, account.password]);
  const broker = await startMosquittoWith(port, dir, [`password_file ${passwordFile}`]);
  return {
    port,
    async stop() {
      await broker.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Mosquitto on `port` without anonymous logins, with the given lines of configuration (its files in
 * `dir`, which the caller owns). `pid` lets a test send it SIGHUP, as `systemctl reload` does.
 */
export async function startMosquittoWith(
  port: number,
  dir: string,
  lines: readonly string[],
): Promise<PrivateMosquitto & { pid: number }> {
  const configFile = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(
    configFile,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      ...lines,
      'persistence false',
      'log_dest none',
      // Run as whoever runs the test (as root Mosquitto would switch to a user who cannot read dir).
      `user ${os.userInfo().username}`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('mosquitto', ['-c', configFile], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitUntilListening(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid!, stop };
}

async function waitUntilListening(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`mosquitto exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`mosquitto did not listen on port ${port}`);
}
