import { Ajv, type Options } from 'ajv';
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
  return ajv;
}

/** Fastify's validator compiler: strict for bodies, coercing elsewhere. */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = makeAjv(false);
  const coercing = makeAjv('array');
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}

export type ValidationProblem = { readonly field: string; readonly message: string };

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
  }
  const field = base.length > 0 ? base.join('.') : where;
  return { field, message: `${field}: ${problem}` };
}
