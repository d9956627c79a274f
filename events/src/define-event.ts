import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { EventSchemaError } from './errors.ts';
import { findControlCharacter } from './text-rules.ts';

/** Turns version `n` data into version `n + 1` data. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/** One event type: its name, the aggregate it belongs to, its current schema and how older versions read. */
export type EventDefinition<T extends string = string, S extends TSchema = TSchema> = {
  readonly type: T;
  readonly aggregate: string;
  readonly version: number;
  readonly schema: S;
  readonly description: string;
  /** `upcasters[n]` lifts version n to n + 1; there is one for every version below `version`. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
  /**
   * Throws EventSchemaError when `data` is not a valid current-version payload, or when a
   * string or key in it holds a control character other than TAB, LF and CR.
   */
  assert(data: unknown): asserts data is Static<S>;
  /** Lifts stored data written at `fromVersion` to the current version. */
  upcast(data: unknown, fromVersion: number): Static<S>;
  /** Builds a NewEvent, typed. */
  of(data: Static<S>): { type: T; data: Static<S> };
};

/** The data type of an event definition. */
export type EventData<D> = D extends EventDefinition<string, infer S> ? Static<S> : never;

/**
 * Declares an event type. Stored shapes are never edited: to change one, bump `version`,
 * change `schema`, and add `upcasters[oldVersion]`.
 *
 * @example
 * export const PodLockedOut = defineEvent({
 *   type: 'PodLockedOut', aggregate: 'pod', version: 1,
 *   description: 'An admin locked a pod out.',
 *   schema: Type.Object({ pod_id: Type.String() }),
 * });
 */
export function defineEvent<const T extends string, S extends TSchema>(def: {
  type: T;
  aggregate: string;
  version?: number;
  schema: S;
  description: string;
  upcasters?: Record<number, Upcaster>;
}): EventDefinition<T, S> {
  const version = def.version ?? 1;
  const upcasters = def.upcasters ?? {};
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`event ${def.type} v${version} has no upcaster from v${v}`);
  }
  const validator = Compile(def.schema);
  const checkSchema: (data: unknown) => asserts data is Static<S> = (data) => {
    if (validator.Check(data)) return;
    const first = validator.Errors(data)[0];
    const where = first?.instancePath || '/';
    throw new EventSchemaError(def.type, `${where} ${first?.message ?? 'is invalid'}`);
  };
  const assert: (data: unknown) => asserts data is Static<S> = (data) => {
    checkSchema(data);
    // a NUL would stop every read model that stores the text; nothing may append one
    const found = findControlCharacter(data);
    if (!found) return;
    const where = found.pointer || '/';
    throw new EventSchemaError(
      def.type,
      `${where} must not contain control characters${found.inKey ? ' in its keys' : ''} (only tab, line feed and carriage return)`,
    );
  };
  return {
    type: def.type,
    aggregate: def.aggregate,
    version,
    schema: def.schema,
    description: def.description,
    upcasters,
    assert,
    upcast(data, fromVersion) {
      if (fromVersion > version) {
        throw new EventSchemaError(def.type, `stored v${fromVersion} is newer than this code's v${version}`);
      }
      // Current-version data was validated when it was appended; only upcast results need a check.
      if (fromVersion === version) return data as Static<S>;
      let current = data as Record<string, unknown>;
      for (let v = fromVersion; v < version; v++) {
        const up = upcasters[v];
        if (!up) throw new EventSchemaError(def.type, `no upcaster from v${v}`);
        current = up(current);
      }
      // the schema only: text already in the log stays readable, whatever it holds
      checkSchema(current);
      return current as Static<S>;
    },
    of: (data) => ({ type: def.type, data }),
  };
}
