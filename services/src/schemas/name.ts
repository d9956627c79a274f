import Type from 'typebox';

/**
 * A name the API takes (a person's, a client's, a lab's, an API key's): one line of text
 * without bidi controls or zero-width characters, which would make it read as something
 * it is not. The request validator knows the `name` format; a 400 names the field.
 *
 * @example first_name: Name(100, { minLength: 1 })
 */
export const Name = (maxLength: number, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, format: 'name', ...options });
