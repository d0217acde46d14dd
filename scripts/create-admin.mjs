#!/usr/bin/env node
// `npm run create-admin -- --email … --password … --company …`: the built CLI (server/src/cli/create-admin.ts),
// so a production install needs no TypeScript loader for it either.
import { ensureServerBuilt, runBuilt } from './ensure-built.mjs';

ensureServerBuilt();
const { status } = runBuilt('create-admin.js', process.argv.slice(2));
process.exit(status ?? 1);
