/**
 * @swc/core as dependency-cruiser sees it, with .tsx parsed as TSX. dependency-cruiser parses every file
 * as plain TypeScript through swc (its TypeScript parser needs the JS API that TypeScript 7 no longer
 * has), so a JSX element in a .tsx file would be a syntax error. Registered by ./register.mjs.
 */
import { createRequire } from 'node:module';

const swc = createRequire(import.meta.url)('@swc/core');
const withTsx = (file, options) => ({ ...options, tsx: String(file).endsWith('.tsx') });

export const version = swc.version;
export const parseSync = (source, options) => swc.parseSync(source, options);
export const parseFileSync = (file, options) => swc.parseFileSync(file, withTsx(file, options));
export default { ...swc, version, parseSync, parseFileSync };
