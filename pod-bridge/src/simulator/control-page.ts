import { CONTROL_PAGE_SCRIPT } from './control-page-script.ts';

const CSS = `
:root { --primary: #f48226; --primary-hover: #d96c14; --gradient: #03244d; --gradient-2: #0b4a8f;
  --ink: #14213d; --muted: #5b6472; --line: #e3e7ee; --bg: #f3f5f9; --ok: #14804a; --bad: #c2261d; --warn: #b7791f; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--ink); background: var(--bg); }
header { background: linear-gradient(120deg, var(--gradient), var(--gradient-2)); color: #fff; padding: 14px 24px;
  display: flex; align-items: center; gap: 16px; flex-wrap: wrap; }
header h1 { font-size: 18px; margin: 0; font-weight: 650; letter-spacing: .2px; }
header h1 b { color: var(--primary); }
.chip { background: rgba(255,255,255,.12); border: 1px solid rgba(255,255,255,.2); border-radius: 999px; padding: 3px 10px;
  font-size: 12px; font-family: ui-monospace, Menlo, monospace; }
.spacer { flex: 1; }
.pill { border-radius: 999px; padding: 4px 12px; font-weight: 600; font-size: 12px; }
.pill.up { background: #dcfce7; color: var(--ok); } .pill.down { background: #fee2e2; color: var(--bad); }
main { display: grid; grid-template-columns: 360px 1fr; gap: 18px; padding: 18px 24px 32px; max-width: 1280px; margin: 0 auto; }
.col { display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 18px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px; box-shadow: 0 1px 2px rgba(16,24,40,.04); }
.card h2 { margin: 0 0 12px; font-size: 13px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.screen { width: 100%; aspect-ratio: 16 / 9; border-radius: 8px; display: block; background: #111; }
.mode { margin-top: 8px; color: var(--muted); font-size: 12px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 14px; margin: 0; }
dt { color: var(--muted); } dd { margin: 0; font-weight: 550; overflow-wrap: anywhere; }
.row { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; margin-bottom: 10px; }
.row .label { width: 44px; font-weight: 650; color: var(--muted); }
button { font: inherit; font-weight: 600; border: 1px solid var(--line); background: #fff; color: var(--ink);
  border-radius: 8px; padding: 7px 12px; cursor: pointer; min-height: 36px; }
button:hover { border-color: var(--primary); }
button:focus-visible { outline: 3px solid rgba(244,130,38,.45); outline-offset: 1px; }
button.primary { background: var(--primary); border-color: var(--primary); color: #fff; }
button.primary:hover { background: var(--primary-hover); }
button[aria-pressed="true"] { background: var(--primary); border-color: var(--primary); color: #fff; }
button.danger[aria-pressed="true"] { background: var(--bad); border-color: var(--bad); }
.seg { display: inline-flex; border: 1px solid var(--line); border-radius: 9px; overflow: hidden; }
.seg button { border: 0; border-radius: 0; border-right: 1px solid var(--line); }
.seg button:last-child { border-right: 0; }
.sub { font-size: 12px; color: var(--muted); margin: 12px 0 6px; text-transform: uppercase; letter-spacing: .06em; }
.status { font-weight: 600; margin-bottom: 10px; }
.badge { display: inline-block; border-radius: 6px; padding: 2px 8px; font-size: 12px; font-weight: 650; background: #eef1f6; }
.badge.warn { background: #fef3c7; color: var(--warn); } .badge.on { background: #ffedd5; color: #b4530f; }
.bar { height: 8px; background: #eef1f6; border-radius: 99px; overflow: hidden; }
.bar i { display: block; height: 100%; background: var(--primary); }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 4px; vertical-align: -2px; border: 1px solid rgba(0,0,0,.15); margin-right: 6px; }
table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
th { text-align: left; color: var(--muted); font-weight: 600; padding: 6px 8px; border-bottom: 1px solid var(--line); }
td { padding: 5px 8px; border-bottom: 1px solid #f0f2f6; vertical-align: top; }
td:first-child, td:nth-child(2), td:nth-child(4) { white-space: nowrap; }
td.path { font-family: ui-monospace, Menlo, monospace; }
td.body { font-family: ui-monospace, Menlo, monospace; color: var(--muted); max-width: 320px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.code { font-weight: 700; } .code.s2 { color: var(--ok); } .code.s4 { color: var(--warn); } .code.s0, .code.s5 { color: var(--bad); }
.empty { color: var(--muted); padding: 10px 8px; }
#toast { position: fixed; bottom: 18px; left: 50%; transform: translateX(-50%); background: var(--ink); color: #fff;
  padding: 10px 16px; border-radius: 8px; opacity: 0; transition: opacity .2s; pointer-events: none; }
#toast.show { opacity: 1; }
@media (max-width: 980px) { main { grid-template-columns: 1fr; } .grid { grid-template-columns: 1fr; } }
`;

const slotButtons = (xd: string) =>
  [
    ['xb', 'Xbox'],
    ['ps', 'PS5'],
    ['sw', 'Switch'],
    ['pc', 'PC'],
    ['start', 'Starting'],
    ['na', 'None'],
  ]
    .map(([v, label]) => `<button data-slot="${xd}" data-value="${v}" aria-pressed="false">${label}</button>`)
    .join('');

const BODY = `
<header>
  <h1><b>gamepod</b> helper simulator</h1>
  <span class="chip" id="pod-id">pod …</span><span class="chip" id="mac">…</span>
  <span class="spacer"></span>
  <span class="pill up" id="online">Helper online</span>
  <button class="danger" data-toggle="offline" id="offline-button" aria-pressed="false">Go offline</button>
</header>
<main>
  <div class="col">
    <section class="card"><h2>Station screen</h2>
      <img class="screen" id="screen" alt="Station screenshot" src="/control/screenshot.png">
      <div class="mode" id="mode"></div></section>
    <section class="card"><h2>Station</h2><dl id="facts"></dl></section>
  </div>
  <div class="col">
    <div class="grid">
      <section class="card"><h2>Consoles</h2>
        <div class="row"><span class="label">XD1</span><div class="seg">${slotButtons('xd1')}</div></div>
        <div class="row"><span class="label">XD2</span><div class="seg">${slotButtons('xd2')}</div></div>
        <div class="sub">Disable platform</div>
        <div class="row">
          <button class="danger" data-toggle="xb_disabled" data-name="Xbox" aria-pressed="false">Xbox</button>
          <button class="danger" data-toggle="ps_disabled" data-name="PS5" aria-pressed="false">PS5</button>
          <button class="danger" data-toggle="sw_disabled" data-name="Switch" aria-pressed="false">Switch</button>
          <button class="danger" data-toggle="pc_disabled" data-name="PC" aria-pressed="false">PC</button>
          <button class="danger" data-toggle="pod_disabled" aria-pressed="false">Whole pod</button>
        </div></section>
      <section class="card"><h2>Player and sensors</h2>
        <div class="status" id="player"></div>
        <div class="row">
          <button class="primary" data-logout="button">Press logout button</button>
          <button data-logout="seat">Leave seat</button>
          <span id="logout-pending"></span>
        </div>
        <div class="row">
          <button data-toggle="idle" aria-pressed="false">Idle</button>
          <button data-toggle="asleep" aria-pressed="false">Asleep</button>
          <button class="danger" data-toggle="emergency" aria-pressed="false">Emergency</button>
        </div></section>
      <section class="card"><h2>Game</h2>
        <div class="status" id="game"></div>
        <div class="row">
          <button class="primary" data-game="xd1">Start game on XD1</button>
          <button class="primary" data-game="xd2">Start game on XD2</button>
          <button data-game="stop">Stop game</button>
        </div>
        <div class="row">
          <label>Startup <select id="startup-ms" aria-label="Startup delay">
            <option value="0">at once</option><option value="5000">5 s</option><option value="30000">30 s</option>
            <option value="120000">2 min</option><option value="3600000">never (1 h)</option></select></label>
          <button class="danger" data-fail-next aria-pressed="false">Fail next start</button>
        </div></section>
      <section class="card"><h2>Helper</h2>
        <div class="row">
          <button data-toggle="swallow_errors" aria-pressed="false">Swallow errors</button>
          <button data-latency="0">No delay</button><button data-latency="1000">1 s delay</button>
        </div>
        <div class="row"><button data-restore>Restore initial state</button><button data-clear-calls>Clear calls</button></div>
        <div class="mode" id="faults"></div></section>
    </div>
    <section class="card"><h2>Last 20 helper calls <span class="badge" id="call-count">0</span></h2>
      <table><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>Body</th></tr></thead>
      <tbody id="calls"></tbody></table></section>
  </div>
</main>
<div id="toast" role="status"></div>`;

/** The control page: self-contained (inline CSS and script, no external assets), polling the overview every second. */
export function controlPageHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Helper simulator · gamepod</title><link rel="icon" href="data:,"><style>${CSS}</style></head>
<body>${BODY}<script>${CONTROL_PAGE_SCRIPT}</script></body></html>`;
}
