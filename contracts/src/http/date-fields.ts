import Type from 'typebox';

// The fields that hold a day. Each names the keyword below, so the services check every day a
// call takes in one place, before a handler or a query reads it.

/**
 * The schema keyword the services' validator knows: a day in the text ('YYYY-MM-DD' or
 * 'MM/DD/YYYY', alone or before a time) must exist, in years 1 to 9999. Its value is `true`,
 * or the message key a refusal carries. Text with no day in it is left to the field's pattern
 * or to the form's own rules.
 */
export const REAL_DAY = 'x-real-day';

export type DayTextOptions = {
  readonly maxLength: number;
  readonly description: string;
  readonly minLength?: number;
  readonly pattern?: string;
  /** The message key of a refusal, where the screens look one up. */
  readonly msgKey?: string;
};

/**
 * Text holding a day: an impossible one (02/31, month 13, year 0) is a 400 naming the field.
 *
 * @example start_date: Type.Optional(DayText({ maxLength: 10, description: "'MM/DD/YYYY'" }))
 */
export const DayText = ({ msgKey, ...options }: DayTextOptions) =>
  Type.String({ ...options, [REAL_DAY]: msgKey ?? true });

/** A day a form may leave out, send empty, or send as null. */
export const OptionalDayText = (options: DayTextOptions) => Type.Optional(Type.Union([DayText(options), Type.Null()]));
