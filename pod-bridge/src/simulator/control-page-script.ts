/**
 * The control page's browser script, kept as plain ES2020 text: the page must work with no
 * build step and no external assets. It uses only /control endpoints, so watching the page
 * never adds to the recorded helper calls.
 */
export const CONTROL_PAGE_SCRIPT = `
'use strict';
const $ = (id) => document.getElementById(id);
const PLATFORM = { xb: 'Xbox', ps: 'PS5', sw: 'Switch', pc: 'PC', na: 'nothing', start: 'starting' };
const ROLE = { 1: 'player', 2: 'facilitator', 3: 'client admin', 4: 'super admin', 5: 'restricted admin' };
let snap = null;
let lastStateJson = '';

function esc(v) {
  return String(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}
function time(iso) { return iso ? new Date(iso).toLocaleTimeString() : ''; }
function toast(text) {
  const t = $('toast'); t.textContent = text; t.classList.add('show');
  clearTimeout(toast.timer); toast.timer = setTimeout(() => t.classList.remove('show'), 3000);
}

async function send(method, path, body) {
  const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) { const err = await res.json().catch(() => ({})); toast(err.error || ('Request failed: ' + res.status)); }
  await refresh();
}

const TOGGLES = {
  idle: (s) => ['/control/idle', { idle: !s.station.idle }],
  asleep: (s) => ['/control/asleep', { asleep: !s.station.asleep }],
  emergency: (s) => ['/control/state', { emergency: !s.emergency }],
  pod_disabled: (s) => ['/control/consoles', { pod_disabled: !s.consoles.pod_disabled }],
  xb_disabled: (s) => ['/control/consoles', { xb_disabled: !s.consoles.xb_disabled }],
  ps_disabled: (s) => ['/control/consoles', { ps_disabled: !s.consoles.ps_disabled }],
  sw_disabled: (s) => ['/control/consoles', { sw_disabled: !s.consoles.sw_disabled }],
  pc_disabled: (s) => ['/control/consoles', { pc_disabled: !s.consoles.pc_disabled }],
  offline: (s, f) => ['/control/offline', { offline: !f.offline }],
  swallow_errors: (s, f) => ['/control/faults', { swallow_errors: !f.swallow_errors }],
};
function pressed(name, s, f) {
  if (name === 'offline' || name === 'swallow_errors') return f[name];
  if (name === 'idle' || name === 'asleep') return s.station[name];
  if (name === 'emergency') return s.emergency;
  return s.consoles[name];
}

document.addEventListener('click', (e) => {
  const b = e.target.closest('button');
  if (!b || !snap) return;
  const s = snap.state; const d = b.dataset;
  if (d.toggle) { const [path, body] = TOGGLES[d.toggle](s, snap.faults); return void send('POST', path, body); }
  if (d.slot) return void send('POST', '/control/consoles', { [d.slot]: d.value });
  if (d.logout) return void send('POST', '/control/press-logout', { reason: d.logout });
  if (d.game === 'stop') return void send('POST', '/control/game', { started: false });
  if (d.game) return void send('POST', '/control/game', { started: true, playing: true, xd: d.game });
  if ('failNext' in d) return void send('POST', '/control/game-start', { fail_next: !s.game.fail_next_start });
  if (d.latency) return void send('POST', '/control/faults', { latency_ms: Number(d.latency) });
  if ('restore' in d) return void send('POST', '/control/restore', {});
  if ('clearCalls' in d) return void send('DELETE', '/control/calls');
});

document.addEventListener('change', (e) => {
  if (e.target.id === 'startup-ms') send('POST', '/control/game-start', { startup_ms: Number(e.target.value) });
});

function fact(label, value) { return '<dt>' + esc(label) + '</dt><dd>' + value + '</dd>'; }
function led(l) {
  return '<span class="swatch" style="background:' + esc(l.color) + '"></span>' + esc(l.color) + (l.locked ? ' <span class="badge">locked</span>' : '');
}

function render(o) {
  const s = o.state; const f = o.faults;
  $('pod-id').textContent = s.pod_id_key ? 'pod ' + s.pod_id_key : 'not deployed';
  $('mac').textContent = s.mac_address;
  $('online').textContent = f.offline ? 'Helper offline' : 'Helper online';
  $('online').className = 'pill ' + (f.offline ? 'down' : 'up');
  document.querySelectorAll('[data-toggle]').forEach((b) => b.setAttribute('aria-pressed', String(!!pressed(b.dataset.toggle, s, f))));
  document.querySelectorAll('[data-name]').forEach((b) => { b.textContent = b.dataset.name + (s.consoles[b.dataset.toggle] ? ' · Locked' : ''); });
  $('offline-button').textContent = f.offline ? 'Bring online' : 'Go offline';
  document.querySelectorAll('[data-slot]').forEach((b) => b.setAttribute('aria-pressed', String(s.consoles[b.dataset.slot] === b.dataset.value)));
  document.querySelectorAll('[data-latency]').forEach((b) => b.setAttribute('aria-pressed', String(Number(b.dataset.latency) === f.latency_ms)));
  $('mode').textContent = 'Screen: ' + o.screen_mode;
  $('faults').textContent = 'Latency ' + f.latency_ms + ' ms' + (f.swallow_errors ? ' · failures answered as success with empty data' : '');

  const l = s.login;
  $('player').innerHTML = l
    ? esc(l.user_name || l.user_id) + ' <span class="badge on">' + esc(ROLE[l.role] || 'role ' + l.role) + '</span> since ' + esc(time(l.logged_in_at))
    : 'Nobody logged in';
  const p = s.physical_logout;
  $('logout-pending').innerHTML = p.pending ? '<span class="badge warn">Logout pending: ' + esc(p.reason) + '</span>' : '';

  const g = s.game;
  const startup = $('startup-ms');
  if (document.activeElement !== startup) {
    if (![...startup.options].some((o) => Number(o.value) === g.startup_ms)) startup.add(new Option(g.startup_ms + ' ms', String(g.startup_ms)));
    startup.value = String(g.startup_ms);
  }
  document.querySelector('[data-fail-next]').setAttribute('aria-pressed', String(g.fail_next_start));
  $('game').innerHTML = g.requested_at === null
    ? 'No game'
    : (g.playing ? 'Playing' : g.started ? 'Started, not playing' : 'Starting') + ' game <b>' + esc(g.game_id) + '</b> on ' + esc(g.xd.toUpperCase()) + ' (' + esc(PLATFORM[g.platform]) + ')';

  const vol = s.audio.muted ? 'muted' : s.audio.volume * 2 + '%';
  $('facts').innerHTML =
    fact('Volume', '<div class="bar"><i style="width:' + (s.audio.volume * 2) + '%"></i></div>' + esc(vol) + ' (' + s.audio.volume + ' of 50)') +
    fact('LED 1', led(s.led1)) + fact('LED 2', led(s.led2)) +
    fact('Pod type', esc(s.pod_type) + (s.station.with_keyboard ? ' · keyboard' : '') + (s.station.touch ? ' · touch' : '')) +
    fact('Schedule', s.schedule.closed ? 'closed' : s.schedule.start ? esc(s.schedule.start + ' – ' + s.schedule.sleep) : 'not set') +
    fact('Activity', s.session_activity.activity ? esc(s.session_activity.activity) + ' at ' + esc(time(s.session_activity.at)) : '–') +
    fact('Streaming', s.streaming.is_streaming ? 'yes' : 'no') +
    fact('Resets / reboots', s.counters.reset + ' / ' + s.counters.reboot);

  $('call-count').textContent = o.call_count;
  $('calls').innerHTML = o.calls.length === 0
    ? '<tr><td colspan="5" class="empty">No helper calls yet</td></tr>'
    : o.calls.map((c) => '<tr><td>' + esc(time(c.at)) + '</td><td>' + esc(c.method) + '</td><td class="path">' + esc(c.path) +
        '</td><td class="code s' + String(c.status)[0] + '">' + (c.status || 'dropped') + '</td><td class="body">' +
        esc(c.body === undefined || c.body === null ? '' : JSON.stringify(c.body)) + '</td></tr>').join('');

  const json = JSON.stringify(s);
  if (json !== lastStateJson) { lastStateJson = json; $('screen').src = '/control/screenshot.png?v=' + Date.now(); }
}

async function refresh() {
  try {
    const res = await fetch('/control/overview');
    snap = await res.json();
    render(snap);
  } catch (err) {
    $('online').textContent = 'Simulator unreachable'; $('online').className = 'pill down';
  }
}
refresh();
setInterval(refresh, 1000);
`;
