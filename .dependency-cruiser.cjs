// The layering rules `npm test` enforces (also `npm run depcruise`). Each rule says what it
// keeps apart and why; docs/architecture.md ("Layers and their rules") lists them.
const PACKAGES =
  'contracts|events|event-store|log-runtime|projections|ops|services|pod-bridge|testbed|devkit|sip2|ui-kit|kiosk-ui|admin-ui|docker';
// The top-level folders from the bottom up. A folder imports only folders on an earlier line:
// never one on its own line (siblings stay apart) or a later one (no climbing back up).
const LAYERS = [
  ['contracts', 'devkit', 'sip2'],
  ['events'],
  ['event-store'],
  ['log-runtime'],
  ['projections'],
  ['ops'],
  ['services'],
  ['pod-bridge'],
  ['testbed'],
  ['ui-kit'],
  ['kiosk-ui', 'admin-ui'],
  ['docker', 'scripts', 'bench'],
];
const TOP_LEVEL = LAYERS.flat().join('|');
const UIS = '^(kiosk-ui|admin-ui|ui-kit)/';
// The files other code may import a package through: its package.json `exports`.
const PUBLIC_ENTRIES = [
  '^contracts/src/(index|http/index|realtime/index|bridge-socket/index|catalogues/index|public-events/index)\\.ts$',
  '^events/src/(index|testing/index)\\.ts$',
  '^event-store/src/(index|nats-auth/index)\\.ts$',
  '^log-runtime/src/index\\.ts$',
  '^ops/src/index\\.ts$',
  '^testbed/src/(index|browser/index)\\.ts$',
  '^projections/src/index\\.ts$',
  '^services/src/(index|domain/index)\\.ts$',
  '^pod-bridge/src/(index|simulator/index)\\.ts$',
  '^devkit/src/(index|browser)\\.ts$',
  '^sip2/src/(index|stand-in/index)\\.ts$',
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
      name: 'events-is-a-pure-vocabulary',
      severity: 'error',
      comment:
        'events is the vocabulary every layer speaks: event schemas, the catalogue, Decider, errors and the decider test helper. Of ours it may import contracts only, and no driver (NATS, Postgres, HTTP): the event store over NATS is @gamepod/event-store, one layer up.',
      from: { path: '^events/src/' },
      to: {
        path: [`^(${PACKAGES})/`, '(^|/)node_modules/(@nats-io|kysely|pg|fastify|@fastify|pino)/'],
        pathNot: '^(events|contracts)/',
      },
    },
    {
      name: 'events-no-io-builtins',
      severity: 'error',
      comment:
        'The vocabulary does no IO: of the Node built-ins it uses only crypto (hashing, random ids) and assert (the decider test helper).',
      from: { path: '^events/src/' },
      to: { dependencyTypes: ['core'], pathNot: '^(node:)?(crypto|assert|assert/strict)$' },
    },
    {
      name: 'event-store-on-the-vocabulary',
      severity: 'error',
      comment:
        'The event store (NATS: appends, reads, claims, KV, connections, NATS account material) sits right above the vocabulary: of ours it imports events alone.',
      from: { path: '^event-store/src/' },
      to: { path: `^(${PACKAGES})/`, pathNot: '^(events|event-store)/' },
    },
    {
      name: 'log-runtime-on-the-store',
      severity: 'error',
      comment:
        'The log runtime (workers that fold the log into read models, leadership, replay, reactions and due timers) knows no read model and no feature: of ours it imports the vocabulary and the event store alone. Read models live in projections, reactions in services, and both run on it.',
      from: { path: '^log-runtime/src/' },
      to: { path: `^(${PACKAGES})/`, pathNot: '^(events|event-store|log-runtime|contracts)/' },
    },
    ...LAYERS.map((layer, i) => ({
      name: `layers-${layer.join('-')}`,
      severity: 'error',
      comment:
        'The top-level folders form layers (LAYERS, bottom up): a folder, its tests included, imports only folders of a lower layer. Shared code goes down to the lowest layer that needs it (a test fixture both UIs use is in testbed, a helper bench and scripts both use is in devkit), never up.',
      from: { path: `^(${layer.join('|')})/` },
      to: {
        path: `^(${TOP_LEVEL})/`,
        pathNot: [`^$1/`, ...LAYERS.slice(0, i).map((l) => `^(${l.join('|')})/`)],
      },
    })),
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
        "An area's domain/ (services/src/<area>/domain/, and services/src/domain/ for what several areas' deciders share) holds the deciders: pure decide/evolve with no IO. It imports no event store or NATS, no kysely, fastify, realtime, node built-ins, nor any application, adapter, route or reaction; the application layer loads, decides and appends.",
      from: { path: '^services/src/(domain|[^/]+/domain)/' },
      to: {
        path: [
          '^events/src/(?!index\\.ts$)',
          '^event-store/',
          '^services/src/[^/]+/(application|adapters|routes|reactions|fleet-status)/',
          '^services/src/(application|routes|realtime|reactions|http|auth|files|mail|ui|schemas)/',
          '^services/src/(app|app-deps|server|main)\\.ts$',
          '^projections/',
          '^log-runtime/',
          '(^|/)node_modules/(kysely|fastify|@fastify|@nats-io|pg|pino)/',
        ],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      comment: 'A domain/ folder is pure: no Node built-ins (the clock, ids and config come in as arguments).',
      from: { path: '^services/src/(domain|[^/]+/domain)/' },
      to: NODE_BUILTINS,
    },
    {
      name: 'area-application-below-routes-and-reactions',
      severity: 'error',
      comment:
        "Inside services, an area's layers run domain → application (and its adapters to the outside: gateways, fetchers, mail) → routes and reactions. application/ and adapters/ never import a route or a reaction, of their own area or another; what a route and a reaction share is an application function.",
      from: { path: '^services/src/(application|[^/]+/application|[^/]+/adapters|[^/]+/fleet-status)/' },
      to: { path: '^services/src/(reactions|[^/]+/routes|[^/]+/reactions)/' },
    },
    {
      name: 'routes-and-reactions-apart',
      severity: 'error',
      comment:
        'A route (a request) and a reaction (what follows an event on the log) are two entries into the same application layer: neither imports the other.',
      from: { path: '^services/src/[^/]+/routes/' },
      to: { path: '^services/src/(reactions|[^/]+/reactions)/' },
    },
    {
      name: 'reactions-not-into-routes',
      severity: 'error',
      comment: 'A reaction runs off the log, never inside a request: it calls application functions, never route code.',
      from: { path: '^services/src/(reactions|[^/]+/reactions)/' },
      to: { path: '^services/src/[^/]+/routes/' },
    },
    {
      name: 'routes-run-no-commands',
      severity: 'error',
      comment:
        "A route parses, calls one application function and replies: it never runs a command itself. The event store's entry exports handleCommand, so a route takes only types from it (EventStore).",
      from: { path: '^services/src/[^/]+/routes/' },
      to: { path: '^event-store/src/(index|command-handler)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'fleet-command-in-application-only',
      severity: 'error',
      comment:
        "runFleetCommand (load, decide, append, wait for the read models) is the application layer's plumbing: only application/ files run it. Elsewhere only its types are used (auth/request-actors.ts builds a FleetCall from a request).",
      from: { path: '^services/src/', pathNot: '^services/src/(application|[^/]+/application)/' },
      to: { path: '^services/src/application/fleet-command\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-import-no-decider',
      severity: 'error',
      comment:
        "A decider is the application layer's to run (load, decide, append): a route that imports one is a step from running it. What a route needs of a domain (a not-found answer, an access rule, a form's parser) lives in a domain file of its own.",
      from: { path: '^services/src/[^/]+/routes/' },
      to: { path: '^services/src/(domain|[^/]+/domain)/[^/]*-decider\\.ts$' },
    },
    {
      name: 'reactions-import-no-decider',
      severity: 'error',
      comment:
        'A reaction runs what follows an event through application functions, as a route does: it imports no decider (the commands and reasons it needs come from the application function it calls).',
      from: { path: '^services/src/(reactions|[^/]+/reactions)/' },
      to: { path: '^services/src/(domain|[^/]+/domain)/[^/]*-decider\\.ts$' },
    },
    {
      name: 'routes-not-into-other-areas-routes',
      severity: 'error',
      comment:
        "A route never imports another area's routes: each area registers its own plugins (routes/index.ts), and what two areas share is an application read function or a helper in http/ or auth/.",
      from: { path: '^services/src/([^/]+)/routes/' },
      to: { path: '^services/src/[^/]+/routes/', pathNot: '^services/src/$1/routes/' },
    },
    {
      name: 'bridge-core-is-pure',
      severity: 'error',
      comment:
        "pod-bridge's src/core/ is the translation between events and helper calls as pure functions, unit-tested without a station: it imports no NATS driver, no HTTP client and none of the bridge's own adapters (the files beside core/), which call it.",
      from: { path: '^pod-bridge/src/core/' },
      to: {
        path: [
          '(^|/)node_modules/(@nats-io|undici|node-fetch|ws|axios|got)/',
          '^pod-bridge/src/(?!core/)',
          '^event-store/src/(?!nats-auth/index\\.ts$)',
        ],
      },
    },
    {
      name: 'bridge-core-no-io-builtins',
      severity: 'error',
      comment: "pod-bridge's src/core/ does no IO: of the Node built-ins it may use crypto alone.",
      from: { path: '^pod-bridge/src/core/' },
      to: { dependencyTypes: ['core'], pathNot: '^(node:)?crypto$' },
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
