import { type Signal, signal } from '@preact/signals-react';

/** Days as the date inputs give them, YYYY-MM-DD; '' leaves that end open. */
export type Days = { readonly start: string; readonly end: string };

/** A date-range filter's state: the days being typed, and why they cannot be applied. */
export type DateRange = {
  readonly start: Signal<string>;
  readonly end: Signal<string>;
  readonly error: Signal<string | null>;
  /** The days typed when they make a range (either may be open), else null with the error set. */
  check(): Days | null;
  /** Both ends open and no error: the filter as a list first shows. */
  clear(): void;
};

export const NO_DAYS: Days = { start: '', end: '' };

export function createDateRange(): DateRange {
  const start = signal('');
  const end = signal('');
  const error = signal<string | null>(null);
  return {
    start,
    end,
    error,
    check() {
      const days = { start: start.value, end: end.value };
      if (days.start && days.end && days.end < days.start) {
        error.value = 'The end date must not be before the start date.';
        return null;
      }
      error.value = null;
      return days;
    },
    clear() {
      start.value = '';
      end.value = '';
      error.value = null;
    },
  };
}
