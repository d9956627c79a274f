import type { StationView } from '@gamepod/contracts/bridge-socket';
import { launchesGameOn, parseScheduleValue } from '@gamepod/contracts/catalogues';
import type { EventData, PodCommandIssued } from '@gamepod/events';
import { type HelperCall, post } from './helper-call.ts';
import { isPlatform, slotFor } from './station-view.ts';

/** A pod command as the bridge receives it: the data of PodCommandIssued, typed by its schema. */
export type PodCommand = EventData<typeof PodCommandIssued>;

/**
 * What to do with a command: call the helper (and/or tell the kiosk page), skip it because it
 * expired while the bridge was away, or record a failure without touching the station.
 */
export type CommandPlan =
  | { readonly kind: 'run'; readonly calls: readonly HelperCall[]; readonly toKiosk: boolean }
  | { readonly kind: 'expired' }
  | { readonly kind: 'fail'; readonly message: string; readonly toKiosk?: boolean };

const run = (calls: HelperCall[], toKiosk = true): CommandPlan => ({ kind: 'run', calls, toKiosk });
const fail = (message: string): CommandPlan => ({ kind: 'fail', message });

/** The unmuted level: the kiosk's "unmute sets 100%" is 50 on the helper's 0–50 scale. */
export const UNMUTED_VOLUME = 50;

function ledCalls(led: 'led1' | 'led2', color: string | null, lock: boolean): HelperCall[] | string {
  if (!color) return `${led} needs a colour`;
  // a locked LED refuses changes, so unlock first; lock again when asked to
  const calls = [post(`/kiosk/set/${led}_lock`, { lock: false }), post(`/kiosk/set/${led}_change`, { color })];
  if (lock) calls.push(post(`/kiosk/set/${led}_lock`, { lock: true }));
  return calls;
}

function scheduleCall(value: string | null): HelperCall | string {
  const hours = parseScheduleValue(value);
  if (!hours) return "schedule command value is not the JSON of a lab's hours";
  return post('/kiosk/set/schedule_start_sleep', {
    scheduled_start: hours.is_closed ? 'closed' : (hours.start ?? ''),
    scheduled_sleep: hours.is_closed ? 'closed' : (hours.end ?? ''),
  });
}

/** A game launch on the helper: the slot holding the command's platform starts the game. */
function launch(command: PodCommand, station: StationView, toKiosk = true): CommandPlan {
  const value = command.command_value;
  const platform = command.command_platform;
  const slot = isPlatform(platform) ? slotFor(station, platform) : null;
  // the station's screen says so too, with Ok
  if (!slot)
    return {
      kind: 'fail',
      message: `Game play initiated but platform ${platform ?? 'none'} not supported by pod`,
      toKiosk: true,
    };
  if (!value) return fail('play_game needs a game id');
  // a group pod's launch says how many play
  const players = command.players ?? null;
  return run(
    [post('/game/play/game_start', { game_id: value, xd: slot, platform, ...(players ? { players } : {}) })],
    toKiosk,
  );
}

/**
 * Turns a pod command into helper calls. Pure: the clock, what the bridge last saw of the
 * station and the pod it is registered as come in as arguments.
 */
export function planCommand(
  command: PodCommand,
  station: StationView,
  now: Date,
  podId: string | null = null,
): CommandPlan {
  if (Date.parse(command.expires_at) <= now.getTime()) return { kind: 'expired' };
  const value = command.command_value;
  switch (command.command_type) {
    case 'lockout':
      return run([post('/kiosk/set/pod_disabled', { pod_disabled: true })]);
    case 'unlockout':
      return run([post('/kiosk/set/pod_disabled', { pod_disabled: false })]);
    case 'reboot':
      return run([post('/kiosk/set/reboot')]);
    case 'reset':
      return run([post('/kiosk/set/reset')]);
    case 'logout':
      return run([post('/kiosk/set/logout_web', { reason: 'Admin forced the logout from kioske' })]);
    case 'led1':
    case 'led2':
    case 'led1_lock':
    case 'led2_lock': {
      const led = command.command_type.startsWith('led1') ? 'led1' : 'led2';
      const calls = ledCalls(led, value, command.command_type.endsWith('_lock'));
      return typeof calls === 'string' ? fail(calls) : run(calls, false);
    }
    case 'led_default':
      return run(
        [
          post('/kiosk/set/led1_lock', { lock: false }),
          post('/kiosk/set/led1_default'),
          post('/kiosk/set/led2_lock', { lock: false }),
          post('/kiosk/set/led2_default'),
        ],
        false,
      );
    case 'mute': {
      const unmute = value === '0' || value === 'unmute' || value === 'false';
      return run([post('/kiosk/set/vol_change', { volume: unmute ? UNMUTED_VOLUME : 0 })]);
    }
    case 'admin_play_game':
      // staff's admin_play_game opens the station's pod games screen, which the page does; the
      // launch from this station's own pod games screen (sent from this pod) starts the game
      // instead, and the page, already there, is not sent back to it
      if (!launchesGameOn(command, podId)) return run([], true);
      return launch(command, station, false);
    case 'play_game':
      return launch(command, station);

    case 'streaming':
      if (value !== '0' && value !== '1') return fail('streaming needs 1 or 0');
      return run([post('/kiosk/set/streaming', { is_streaming: value === '1' })]);
    case 'schedule': {
      const call = scheduleCall(value);
      return typeof call === 'string' ? fail(call) : run([call]);
    }
    case 'modechange':
    case 'navlogout':
    case 'save_seat':
      // the kiosk page acts on these itself; the helper has nothing to do
      return run([]);
    case 'sso_logout':
      // the identity provider's session lives in the station's browser, whose cookies only the
      // kiosk page there can send: the page asks services for the provider's logout and opens it
      return run([], true);
    default: {
      // every type the schema allows is handled above; a log written by a newer services may still hold another
      const unknown: never = command.command_type;
      return fail(`unknown command type ${String(unknown)}`);
    }
  }
}
