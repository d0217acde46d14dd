#!/usr/bin/env node
// `npm run lint:openapi`: writes the OpenAPI document the server generates to a temporary file and lints it
// with Redocly (rules in redocly.yaml). Offline: no telemetry, no update check, no remote $ref.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_UPDATE_NOTIFIER: '1',
};
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
let status;
try {
  status = run(process.execPath, ['--import', 'tsx', 'server/src/legacy/write-openapi.ts', file]);
  if (status === 0)
    status = run(process.execPath, [
      join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      '--config',
      'redocly.yaml',
      '--format',
      'summary',
      file,
    ]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
