import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeSecretFile } from '@gamepod/event-store/nats-auth';
import { nkeys } from '@nats-io/transport-node';
import type { StationIdentity } from './core/registering.ts';

const td = new TextDecoder();

/** A fresh identity for `podIdKey`: a new NATS user key, not enrolled yet. */
export function newIdentity(podIdKey: string): StationIdentity {
  return { pod_id_key: podIdKey, nats_seed: td.decode(nkeys.createUser().getSeed()), station_secret: null };
}

/** The public key (`U…`) of the identity's NATS user. */
export function natsUserKey(identity: StationIdentity): string {
  return nkeys.fromSeed(new TextEncoder().encode(identity.nats_seed)).getPublicKey();
}

/**
 * The station's identity, in a file only its owner can read (`--state-file`), or in memory when
 * none is given (tests, and a bridge that may enrol afresh on every start). One identity at a
 * time: a station given another pod key enrols under it and forgets the old one.
 */
export class StationStore {
  readonly #file: string | undefined;
  #identity: StationIdentity | null;

  constructor(file?: string) {
    this.#file = file;
    this.#identity = file ? readIdentity(file) : null;
  }

  /** The identity kept for `podIdKey`, if any. */
  get(podIdKey: string): StationIdentity | null {
    return this.#identity?.pod_id_key === podIdKey ? this.#identity : null;
  }

  save(identity: StationIdentity): void {
    this.#identity = identity;
    if (!this.#file) return;
    mkdirSync(dirname(this.#file), { recursive: true, mode: 0o700 });
    writeSecretFile(this.#file, `${JSON.stringify(identity, null, 2)}\n`);
  }
}

function readIdentity(file: string): StationIdentity | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const v = JSON.parse(text) as Partial<StationIdentity>;
  if (typeof v.pod_id_key !== 'string' || typeof v.nats_seed !== 'string')
    throw new Error(`${file} is not a station identity`);
  return { pod_id_key: v.pod_id_key, nats_seed: v.nats_seed, station_secret: v.station_secret ?? null };
}
