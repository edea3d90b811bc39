/**
 * The allowed directions of imports (docs/ARCHITECTURE.md), checked by each package's `lint` script:
 * `depcruise --config ../../.dependency-cruiser.cjs src` from the package's folder, so paths start at `src/`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of runtime imports: split the shared part into its own module below both.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-services-below-trpc',
      comment:
        'apps/api: services are called by the tRPC routers, REST adapter, CLI and jobs; they never reach up into them (errors, metrics and the request context live in src/).',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: '^src/(trpc|rest|http|cli|server\\.ts|build-app\\.ts|main\\.ts)' },
    },
    {
      name: 'api-base-below-services',
      comment: 'apps/api: config, log, errors, metrics, request context and the database are below the services.',
      severity: 'error',
      from: { path: '^src/(config|log|errors|metrics|request|layout)\\.ts$|^src/db/' },
      to: { path: '^src/(services|trpc|rest|http|payments|cli)/|^src/(server|build-app|main|app-services)\\.ts$' },
    },
    {
      name: 'api-trpc-below-rest',
      comment: 'apps/api: the REST adapter calls tRPC procedures; tRPC never imports the REST adapter or the server.',
      severity: 'error',
      from: { path: '^src/trpc/' },
      to: { path: '^src/(rest|http|cli)/|^src/(server|build-app|main)\\.ts$' },
    },
    {
      name: 'web-features-below-app',
      comment:
        'apps/web: app/ (router, shells, dialogs) imports the features; features open dialogs through lib/dialogs.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'web-lib-below-features',
      comment: 'apps/web: lib/ and i18n/ serve every screen and never import a screen or the app.',
      severity: 'error',
      from: { path: '^src/(lib|i18n)/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'schema-constants-without-zod',
      comment:
        'packages/schema: the constants entry is what the web app loads on every page; it stays free of zod and of the schema files.',
      severity: 'error',
      from: { path: '^src/constants\\.ts$' },
      to: { pathNot: '^$' },
    },
  ],
  options: {
    // each package's lint checks its own files; another package's modules are leaves here
    doNotFollow: { path: ['node_modules', '^\\.\\./'] },
    exclude: { path: '(^|/)generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
