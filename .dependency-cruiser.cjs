/** The layering of ARCHITECTURE section 1, checked by `npm run check:boundaries` inside `npm test`. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-other-feature',
      comment: 'Features do not import each other: move the shared piece down to src/ui, src/lib or src/domain.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain is pure code both sides import: only itself and zod, no DOM, no Node, no I/O.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'shared-client-below-features',
      comment: 'src/lib and src/ui sit below the features, the offline module and the app shell.',
      severity: 'error',
      from: { path: '^src/(lib|ui)/' },
      to: { path: '^src/(offline|features|app)/' },
    },
    {
      name: 'i18n-at-the-bottom',
      comment: 'src/i18n (the catalogues and the language state) serves every screen: it knows only src/domain.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(lib|ui|offline|features|app)/' },
    },
    {
      name: 'offline-below-features',
      comment: 'src/offline serves the features; it does not know them or the app shell.',
      severity: 'error',
      from: { path: '^src/offline/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'offline-through-entry-files',
      comment:
        'Outside src/offline, code imports the offline module only through src/offline/index.ts or a sub-folder index.ts (outbox, persisted-cache, catalogue, photos, app-install, device-data, worker): what lies behind them can change.',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: '^src/offline/' },
      to: { path: '^src/offline/', pathNot: ['^src/offline/index[.]ts$', '^src/offline/[^/]+/index[.]ts$'] },
    },
    {
      name: 'client-not-server',
      comment: 'The client never imports server code; shared rules live in src/domain.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'db-below-services',
      comment: 'server/db is the bottom layer: schema, migrations and the client, no business rules.',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/(services|routes|plugins|seed)/' },
    },
    {
      name: 'routes-through-services',
      comment: 'Routes reach the database only through services.',
      severity: 'error',
      from: { path: '^server/routes/' },
      to: { path: '^server/db/' },
    },
    {
      name: 'services-below-routes',
      comment: 'Services do not know HTTP routes.',
      severity: 'error',
      from: { path: '^server/services/' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
