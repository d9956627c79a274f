// The layering rules `npm test` enforces (also `npm run depcruise`). Each rule says what it
// keeps apart and why; docs/architecture.md ("Layers and their rules") lists them.
const PACKAGES = 'contracts|events|projections|services|pod-bridge|devkit|ui-kit|kiosk-ui|admin-ui|docker';
const UIS = '^(kiosk-ui|admin-ui|ui-kit)/';
// The files other code may import a package through: its package.json `exports`.
const PUBLIC_ENTRIES = [
  '^contracts/src/(index|http/index|realtime/index|bridge-socket/index|catalogues/index)\\.ts$',
  '^events/src/(index|testing/index)\\.ts$',
  '^projections/src/index\\.ts$',
  '^services/src/(index|domain/index)\\.ts$',
  '^pod-bridge/src/(index|simulator/index)\\.ts$',
  '^devkit/src/(index|browser)\\.ts$',
  '^ui-kit/src/index\\.ts$',
  '^ui-kit/src/styles/',
];
const NODE_BUILTINS = { dependencyTypes: ['core'] };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'A cycle (type-only imports included) ties modules so neither can be read, tested or moved alone. ' +
        'Break it by moving the shared part into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'public-entries-only',
      severity: 'error',
      comment:
        'Another package is used only through its public entry (src/index.ts or a subpath its package.json `exports` lists). Export what you need from there instead of reaching into its src/.',
      from: { path: `^(${PACKAGES}|bench|scripts)/` },
      to: { path: `^(${PACKAGES})/src/`, pathNot: [...PUBLIC_ENTRIES, '^$1/'] },
    },
    {
      name: 'no-relative-reach-into-other-packages',
      severity: 'error',
      comment:
        "Import another package by its name (@gamepod/<package>), never by a relative path into its folder: the name resolves through its `exports`, a path bypasses them. Tests may share another package's test/support fixtures.",
      from: { path: `^(${PACKAGES})/` },
      to: { path: `^(${PACKAGES})/src/`, pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      comment:
        'contracts is what both sides of every boundary import, browsers included: it depends on typebox alone, nothing of ours and no Node built-ins.',
      from: { path: '^contracts/src/' },
      to: { pathNot: ['^contracts/', '(^|/)node_modules/typebox/'] },
    },
    {
      name: 'contracts-no-node-builtins',
      severity: 'error',
      comment: 'contracts runs in the browser: no Node built-ins.',
      from: { path: '^contracts/src/' },
      to: NODE_BUILTINS,
    },
    {
      name: 'events-depends-only-on-contracts',
      severity: 'error',
      comment: 'events is the bottom of the server side: of ours it may import contracts only.',
      from: { path: '^events/src/' },
      to: { path: `^(${PACKAGES})/`, pathNot: '^(events|contracts)/' },
    },
    {
      name: 'uis-import-only-contracts-and-ui-kit',
      severity: 'error',
      comment:
        'The browser apps import only contracts and ui-kit of ours: never server code (events, services, projections, pod-bridge, devkit), which would drag Node and NATS into a page.',
      from: { path: `${UIS}src/` },
      to: { path: `^(${PACKAGES})/`, pathNot: ['^(contracts|ui-kit)/', '^$1/'] },
    },
    {
      name: 'uis-no-node-builtins',
      severity: 'error',
      comment: 'The browser apps run in a browser: no Node built-ins.',
      from: { path: `${UIS}src/` },
      to: NODE_BUILTINS,
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'services/src/domain holds the deciders: pure decide/evolve with no IO. It imports no event store or NATS, no kysely, fastify, realtime, node built-ins, application services or routes; the application layer loads, decides and appends.',
      from: { path: '^services/src/domain/' },
      to: {
        path: [
          '^events/src/(?!index\\.ts$)',
          '^services/src/(application|routes|realtime|reactions|http|auth|files|mail|ui|fleet-status)/',
          '^services/src/(app|app-deps|server|main)\\.ts$',
          '^projections/',
          '(^|/)node_modules/(kysely|fastify|@fastify|@nats-io|pg|pino)/',
        ],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      comment: 'services/src/domain is pure: no Node built-ins (the clock, ids and config come in as arguments).',
      from: { path: '^services/src/domain/' },
      to: NODE_BUILTINS,
    },
    {
      name: 'routes-not-into-other-routes',
      severity: 'error',
      comment:
        "A URL area's routes (services/src/routes/<area>/) import another area only through its route plugins (*-route.ts, *-routes.ts), never its helpers: what two areas share sits directly in routes/ or in application/, schemas/, http/.",
      from: { path: '^services/src/routes/([^/]+)/' },
      to: {
        path: '^services/src/routes/([^/]+)/',
        pathNot: ['^services/src/routes/$1/', '-routes?\\.ts$'],
      },
    },
    {
      name: 'app-only-from-entry-points',
      severity: 'error',
      comment:
        'services/src/app.ts imports every route and plugin; only entry points (index.ts, server.ts, main.ts) import it. Take AppDeps from app-deps.ts.',
      from: { path: '^services/src/', pathNot: '^services/src/(index|server|main)\\.ts$' },
      to: { path: '^services/src/app\\.ts$' },
    },
    {
      name: 'ui-features-apart',
      severity: 'error',
      comment:
        'A UI feature does not import another feature: what several features read (session, station, realtime, toasts, messages…) lives in the app-wide layer src/app-state/; the app shell (src/app/) composes features.',
      from: { path: '^(kiosk-ui|admin-ui)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'ui-app-state-below-features',
      severity: 'error',
      comment:
        'The app-wide layer src/app-state/ sits below the features and the app shell: it never imports a feature or src/app/.',
      from: { path: '^(kiosk-ui|admin-ui)/src/app-state/' },
      to: { path: '^$1/src/(features|app)/' },
    },
    {
      name: 'ui-lib-and-components-below-app-state',
      severity: 'error',
      comment:
        "A UI's src/lib/ (plain helpers) and src/components/ (its shared pieces) sit below everything else: they never import the app-wide layer src/app-state/ (session, toasts, messages, the API client), a feature or the app shell, so they work on any screen and in a unit test. A piece that needs app-wide state lives in app-state/<area>/ (its components/ too), or takes the value as a prop.",
      from: { path: '^(kiosk-ui|admin-ui)/src/(lib|components)/' },
      to: { path: '^$1/src/(app-state|features|app)/' },
    },
    {
      name: 'simulator-out-of-production',
      severity: 'error',
      comment:
        "The helper simulator is for dev and tests (@gamepod/pod-bridge/simulator): the bridge's production code (src/main.ts, src/index.ts and what they load) never imports it.",
      from: { path: '^pod-bridge/src/', pathNot: '^pod-bridge/src/simulator/' },
      to: { path: '^pod-bridge/src/simulator/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
