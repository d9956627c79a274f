import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  COMMAND_TYPES,
  FACILITATOR_COMMAND_TYPES,
  HEX_COLOUR_PATTERN,
  LED_PALETTES,
  POD_TYPE_CODES_WITHOUT_KEYBOARD,
  POD_TYPES,
} from '@gamepod/contracts/catalogues';
import { catalogue } from '../../src/catalogue/catalogue.ts';
import { EventSchemaError } from '../../src/errors.ts';
import { POD_EVENTS, PodCommandIssued, PodDeployed, PodVolumeSet } from '../../src/fleet/pod-events.ts';
import { samplePodFields } from '../support/fleet-samples.ts';

const deployed = {
  client_id: 'c1',
  pod_id_key: 'GP-ABCD-EFGH-JKMN',
  ...samplePodFields(),
};

describe('the pod events', () => {
  it('are all in the catalogue, on the pod aggregate', () => {
    for (const def of POD_EVENTS) {
      assert.equal(catalogue.get(def.type), def);
      assert.equal(def.aggregate, 'pod');
    }
  });

  it('store MACs in one notation and keys in their one shape', () => {
    assert.doesNotThrow(() => PodDeployed.assert(deployed));
    assert.throws(() => PodDeployed.assert({ ...deployed, mac_address: 'aa:bb:cc:dd:ee:ff' }), EventSchemaError);
    // Crockford base32 has no I, L, O or U
    assert.throws(() => PodDeployed.assert({ ...deployed, pod_id_key: 'GP-ABCD-EFGH-IJKL' }), EventSchemaError);
  });

  it("take every command type of the admin console and the facilitator's screens, and only those", () => {
    const command = {
      command_id: 'c',
      command_value: null,
      command_platform: null,
      expires_at: '2026-01-01T00:05:00.000Z',
      request_pod_id: null,
      players: null,
    };
    for (const command_type of COMMAND_TYPES) {
      assert.doesNotThrow(() => PodCommandIssued.assert({ ...command, command_type }), command_type);
    }
    assert.throws(() => PodCommandIssued.assert({ ...command, command_type: 'explode' }), EventSchemaError);
  });

  it('bound the volume to the slider, 0–50', () => {
    assert.doesNotThrow(() => PodVolumeSet.assert({ volume: 50 }));
    assert.throws(() => PodVolumeSet.assert({ volume: 51 }), EventSchemaError);
  });
});

describe('the pod catalogues', () => {
  it('give each pod type its own id and code, and know which have no keyboard', () => {
    assert.equal(new Set(POD_TYPES.map((t) => t.id)).size, POD_TYPES.length);
    assert.equal(new Set(POD_TYPES.map((t) => t.code)).size, POD_TYPES.length);
    for (const code of POD_TYPE_CODES_WITHOUT_KEYBOARD)
      assert.ok(
        POD_TYPES.some((t) => t.code === code),
        code,
      );
  });

  it('offer a dozen distinct #rrggbb LED colours', () => {
    assert.equal(LED_PALETTES.length, 12);
    assert.equal(new Set(LED_PALETTES.map((p) => p.value)).size, 12);
    for (const p of LED_PALETTES) assert.match(p.value, new RegExp(HEX_COLOUR_PATTERN));
  });

  it("hold the facilitator's commands within the full list", () => {
    assert.equal(COMMAND_TYPES.length, 19);
    for (const t of FACILITATOR_COMMAND_TYPES) assert.ok((COMMAND_TYPES as readonly string[]).includes(t), t);
  });
});
