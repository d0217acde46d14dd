#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite on :5173 proxying /api, /rtc, /storage and /trpc to it.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  // Links in e-mails open the page on Vite's port, which proxies the API.
  spawn('npm', ['run', '-s', '-w', 'server', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npm', ['run', '-s', '-w', 'client', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
