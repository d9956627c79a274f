import { REAL_DAY } from '@gamepod/contracts/http';
import { findControlCharacter, isAcceptableName } from '@gamepod/events';
import { Ajv, type Options, type SchemaValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify/types/schema.js';

/**
 * Two validators instead of Fastify's one. Bodies are JSON and already typed, so they are
 * checked strictly: `"5"` is not an integer and nothing is coerced. Query strings, params
 * and headers are text by nature, so they coerce (`coerceTypes: 'array'`, Fastify's
 * default, also turns `?id=1` into `[1]` for array schemas). `removeAdditional: false`:
 * unknown fields are either allowed or rejected by the schema, never silently dropped.
 */
/**
 * The keyword every request schema gets at its root: no string or key anywhere in the
 * request part may hold a C0 control character other than TAB, LF and CR (or DEL). It runs
 * after the schema's own keywords, on the coerced data.
 */
const CONTROL_KEYWORD = 'x-no-control-characters';

const refuseControlCharacters: SchemaValidateFunction = (_on: boolean, data: unknown) => {
  const found = findControlCharacter(data);
  if (!found) return true;
  const message = found.inKey
    ? 'must not have keys with control characters'
    : 'must not contain control characters (only tab, line feed and carriage return)';
  refuseControlCharacters.errors = [{ keyword: 'controlCharacters', instancePath: found.pointer, message, params: {} }];
  return false;
};

const isHttpsUrl = (text: string): boolean => {
  if (!text.startsWith('https://')) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
};

/** The string formats gamepod adds, and what a 400 says when a value is not one. */
const OWN_FORMATS: Readonly<Record<string, { validate: (text: string) => boolean; problem: string }>> = {
  'https-url': { validate: isHttpsUrl, problem: 'must be an https:// URL' },
  name: {
    validate: isAcceptableName,
    problem: 'must not contain bidi controls, zero-width characters, tabs or line breaks',
  },
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A day at the start of a text: 'YYYY-MM-DD' or 'MM/DD/YYYY', alone or before a time. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})(?!\d)/;

/** Whether the day a text starts with exists (years 1–9999); true for a text with no day in it. */
export function dayExists(text: string): boolean {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const us = iso ? null : US_DAY.exec(trimmed);
  if (!iso && !us) return true;
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : [us?.[3], us?.[1], us?.[2]];
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 ? (leap ? 29 : 28) : (DAYS_IN_MONTH[m - 1] ?? 0));
}

/** The `x-real-day` keyword (see `DayText` in the contracts): a day in the text must exist. */
const realDay: SchemaValidateFunction = (msgKey: unknown, data: unknown) => {
  if (typeof data !== 'string' || dayExists(data)) return true;
  realDay.errors = [
    {
      keyword: REAL_DAY,
      message: 'must be a date that exists',
      params: typeof msgKey === 'string' ? { msg_key: msgKey } : {},
    },
  ];
  return false;
};

function makeAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    removeAdditional: false,
    useDefaults: true,
    // allErrors makes a hostile payload cost more; the first error is all we report anyway
    allErrors: false,
    addUsedSchema: false,
    keywords: ['example'],
  });
  formats.default(ajv, ['email', 'date-time', 'date', 'time', 'uuid', 'uri']);
  for (const [name, { validate }] of Object.entries(OWN_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  ajv.addKeyword({ keyword: REAL_DAY, schemaType: ['boolean', 'string'], errors: true, validate: realDay });
  ajv.addKeyword({
    keyword: CONTROL_KEYWORD,
    schemaType: 'boolean',
    post: true,
    errors: true,
    validate: refuseControlCharacters,
  });
  return ajv;
}

/**
 * Fastify's validator compiler: strict for bodies, coercing elsewhere. Every part a route
 * declares a schema for (bodies, JSON and multipart fields alike, query strings, params,
 * headers) refuses control characters in any string or key.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = makeAjv(false);
  const coercing = makeAjv('array');
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile({ ...(schema as object), [CONTROL_KEYWORD]: true });
}

export type ValidationProblem = {
  readonly field: string;
  readonly message: string;
  /** The message key the field's schema gives its refusal, where the screens look one up. */
  readonly msg_key?: string;
};

/**
 * Names the field that failed and says what is wrong with it, e.g.
 * `{ field: 'email', message: 'email: must match format "email"' }`.
 */
export function describeValidation(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ValidationProblem {
  const first = errors[0];
  const where = context ?? 'body';
  if (!first) return { field: where, message: `${where}: is invalid` };
  const base = first.instancePath
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = first.params as Record<string, unknown>;
  let problem = first.message ?? 'is invalid';
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    base.push(params.missingProperty);
    problem = 'is required';
  } else if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    base.push(params.additionalProperty);
    problem = 'is not allowed';
  } else if (first.keyword === 'format' && typeof params.format === 'string') {
    problem = OWN_FORMATS[params.format]?.problem ?? problem;
  }
  const field = base.length > 0 ? base.join('.') : where;
  const msgKey = first.keyword === REAL_DAY ? params.msg_key : undefined;
  return { field, message: `${field}: ${problem}`, ...(typeof msgKey === 'string' ? { msg_key: msgKey } : {}) };
}
