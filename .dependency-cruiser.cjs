/**
 * The layer rules of STYLE.md as a check (`npm run lint:layers`). Parsed with swc, without a type-checking
 * pass: the type check runs once, in `npm run typecheck`. Violations that exist today are listed in
 * .dependency-cruiser-known-violations.json (a ratchet: new ones fail; the file goes when its list is empty).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'routers-no-database',
      comment: 'Handlers never touch the database: queries live in server/src/services/<domain>/ (STYLE §12).',
      severity: 'error',
      from: { path: '^server/src/routers/' },
      to: { path: ['^server/src/db/', '^node_modules/drizzle-orm/'] },
    },
    {
      name: 'no-handler-to-handler',
      comment: 'No handler imports another handler: share the rule through a service (STYLE §3).',
      severity: 'error',
      from: { path: '\\.handler\\.ts$' },
      to: { path: '\\.handler\\.ts$' },
    },
    {
      name: 'services-no-trpc',
      comment: 'Services throw domain errors and know nothing of tRPC (STYLE layout: services/).',
      severity: 'error',
      from: { path: '^server/src/services/' },
      to: { path: '^server/src/trpc/' },
    },
    {
      name: 'contracts-only-zod',
      comment: 'contracts/src depends on zod alone (tests may use their runner).',
      severity: 'error',
      from: { path: '^contracts/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^contracts/', '^node_modules/zod/'] },
    },
    {
      name: 'no-client-or-server-from-below',
      comment: 'Dependencies point one way: workers and contracts never import the client or the server (STYLE §1).',
      severity: 'error',
      from: { path: '^(workers|contracts)/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'client-imports-workers-by-package',
      comment: 'The client reaches the render core as @portal/workers/…, not through ../../workers/src paths.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^workers/', dependencyTypes: ['local'] },
    },
    {
      name: 'declared-workspace-packages',
      comment:
        'A workspace imports a package only when its package.json declares it (tests may use the root dev tools).',
      severity: 'error',
      from: { pathNot: ['\\.test\\.ts$', '/testing/'] },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^server/src/db/migrations/', '^[a-z]+/src/.*\\.d\\.ts$'] },
    parser: 'swc',
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // No 'types' condition: a package's .d.ts would stand in for the package itself.
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
