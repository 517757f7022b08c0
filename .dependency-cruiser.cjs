/** The layering of docs/architecture.md, checked by `npm run check:boundaries` inside `npm test`. */
/** A rule that code under `from` never imports code under `to` (both path patterns from the root). */
const layer = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: to } });

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
    layer(
      'shared-client-below-features',
      'src/lib and src/ui sit below the features, the offline module and the app shell.',
      '^src/(lib|ui)/',
      '^src/(offline|features|app)/',
    ),
    layer(
      'i18n-at-the-bottom',
      'src/i18n (the catalogues and the language state) serves every screen: it knows only src/domain.',
      '^src/i18n/',
      '^src/(lib|ui|offline|features|app)/',
    ),
    layer('offline-below-features', 'src/offline serves the features; it does not know them or the app shell.', '^src/offline/', '^src/(features|app)/'),
    {
      name: 'offline-through-entry-files',
      comment:
        'Outside src/offline, code imports the offline module only through src/offline/index.ts or a sub-folder index.ts (outbox, persisted-cache, catalogue, photos, app-install, device-data, worker): what lies behind them can change.',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: '^src/offline/' },
      to: { path: '^src/offline/', pathNot: ['^src/offline/index[.]ts$', '^src/offline/[^/]+/index[.]ts$'] },
    },
    layer('client-not-server', 'The client never imports server code; shared rules live in src/domain.', '^src/', '^server/'),
    layer(
      'db-below-services',
      'server/db is the bottom layer: schema, migrations and the client, no business rules.',
      '^server/db/',
      '^server/(services|routes|plugins|seed)/',
    ),
    layer('routes-through-services', 'Routes reach the database only through services.', '^server/routes/', '^server/db/'),
    layer('services-below-routes', 'Services do not know HTTP routes.', '^server/services/', '^server/routes/'),
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
