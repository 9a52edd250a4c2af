/**
 * `npm run dev`: the server with reload on change, and Vite's dev server for the web client (which
 * proxies API and sign-in calls to the server). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npm', ['run', 'dev', '--workspace', '@airsight/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@airsight/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
