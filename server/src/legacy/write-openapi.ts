import { writeFileSync } from 'node:fs';
import { allCalls } from '@portal/contracts';
import { appRouter } from '../trpc/app-router';
import { isCallImplemented } from '../trpc/not-implemented';
import { buildOpenApiDocument } from './openapi';
import { buildRouteTable } from './route-table';

/** `tsx write-openapi.ts <file>`: the OpenAPI document the server serves, written for `npm run lint:openapi`. */
void appRouter; // building the routers records which calls are implemented
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: write-openapi.ts <output.json>');
writeFileSync(file, JSON.stringify(buildOpenApiDocument(buildRouteTable(allCalls), isCallImplemented), null, 2));
