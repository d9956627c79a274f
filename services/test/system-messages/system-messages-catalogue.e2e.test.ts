import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SYSTEM_MESSAGES } from '@gamepod/contracts/catalogues';
import { openTestServices, type TestServices } from '../support/test-services.ts';

/** Every key the kiosk looks up and every key the identity contract names. */
const SPEC_KEYS = [
  'login-invalid-error-message',
  'login-notpro-error-message',
  'login-notauthorized-error-message',
  'login-notregistered-error-message',
  'login-pod-unauthorized',
  'login-pod-updating',
  'remote-session-expired',
  'player-dashboard-remain-time-error',
  'login-email-confirm-error-message',
  'playgame-guests-group-message',
  'playgame-guests-controllers-message',
  'player-games-start-error',
  'generic-required-message',
  'saveseat-invalid-error-message',
  'facility-games-initiated-error',
  'player-buytime-payment-unsuccessfull-error',
  'no-pod-selected',
  'register-domain-notallowed',
  'register-password-weak',
  'register-password-notmatch',
  'register-phone-limit-error',
  'register-dob-format-error',
  'forgotpass-weak-pass-error',
  'forgotpass-pass-not-match-error',
];

/** The texts the kiosk shows word for word, by the key that carries them: they must read exactly so. */
const SPEC_TEXTS: Record<string, [string, string]> = {
  'generic-required-message': ['Please fill all required fields', 'Please fill all required highlighted fields'],
  'login-pod-unauthorized': ['Gamepod not authorized.', ''],
  'login-pod-updating': ['This Gamepod is disabled or updating.', 'Please select another seat...'],
  'remote-session-expired': ['This remote session has expired.', 'Please scan the QR code again with your camera.'],
  'player-games-start-error': [
    'Still Here? Something went wrong.',
    'Chat with us below and we’ll sort this out for you',
  ],
  'login-reserved-error-message': [
    'This Gamepod is currently reserved.',
    'Please try another Gamepod or return at {stop_time}',
  ],
  'login-concurrent-message': [
    'You only have permission to be logged in on one Gamepod at a time…',
    'You are already logged in on {pods}.',
  ],
  'remote-login-success': ['Success! You are logged in on {nav_name}.', 'Please continue from the Gamepod now.'],
  'remote-session-starting': [
    'Starting remote session with {nav_name}.',
    'Please wait while the connection is established...',
  ],
  'flask-api-error': ["Flask API server doesn't work now!", ''],
  'pod-not-deployed': ['Please deploy this POD first!', ''],
  'remote-verify-error': ['Unable to verify the remote id you provided!', ''],
  'login-generic-error': ['Unable to log you in, please try again later!', ''],
  'no-pods-found': ['No pods found at the moment!', ''],
  'no-games-found': ['No games found at the moment!', ''],
  'no-offers-found': ['No offers found at the moment!', ''],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('GET /system_messages/get_fe', () => {
  let s: TestServices;
  before(async () => {
    s = await openTestServices();
    await s.app.ready();
  });
  after(() => s.close());

  it('serves the built-in catalogue to anyone', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/system_messages/get_fe' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { status: true, message: 'ok', data: { messages: SYSTEM_MESSAGES } });
  });

  it('holds every key the kiosk looks up and the contract names, once, with a known type', () => {
    const keys = SYSTEM_MESSAGES.map((m) => m.msg_key);
    assert.equal(new Set(keys).size, keys.length, 'a key appears twice');
    for (const key of SPEC_KEYS) assert.ok(keys.includes(key), key);
    for (const m of SYSTEM_MESSAGES) assert.ok(['failure', 'warning', 'success'].includes(m.type), m.msg_key);
  });

  it('holds the quoted texts word for word', () => {
    for (const [key, [head, sub]] of Object.entries(SPEC_TEXTS)) {
      const m = SYSTEM_MESSAGES.find((x) => x.msg_key === key);
      assert.deepEqual([m?.text_head, m?.text_sub], [head, sub], key);
    }
  });

  // admin-* keys belong to the admin console's catalogue, not the kiosk's
  it('has a text for every kiosk msg_key the services answer with', () => {
    const root = new URL('../../src/', import.meta.url).pathname;
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/msg_key: '([a-z0-9-]+)'/g)) used.add(String(match[1]));
    }
    const keys = new Set(SYSTEM_MESSAGES.map((m) => m.msg_key));
    assert.deepEqual(
      [...used].filter((k) => !k.startsWith('admin-') && !keys.has(k)),
      [],
    );
  });
});
