import { useSignals } from '@preact/signals-react/runtime';
import { type DateRange, type Days, NO_DAYS } from '#lib/date-range.ts';
import { Button } from './button.tsx';
import { TextField } from './form-fields.tsx';
import './date-range-filter.css';

/**
 * Start Date and End Date (either may stay empty) with Filter and Clear; Enter filters too.
 * `onApply` gets the days once they make a range; Clear applies no range.
 */
export function DateRangeFilter({
  range,
  label,
  busy,
  onApply,
}: {
  range: DateRange;
  label: string;
  busy?: boolean;
  onApply: (days: Days) => void;
}) {
  useSignals();
  return (
    <form
      className="date-range"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const days = range.check();
        if (days) onApply(days);
      }}
    >
      <TextField
        type="date"
        label="Start Date"
        value={range.start.value}
        onChange={(v) => {
          range.start.value = v;
        }}
      />
      <TextField
        type="date"
        label="End Date"
        value={range.end.value}
        error={range.error.value}
        onChange={(v) => {
          range.end.value = v;
        }}
      />
      <div className="field">
        {/* an empty label's height keeps the buttons level with the inputs when an error shows */}
        <span className="field__label" aria-hidden="true">
          &nbsp;
        </span>
        <div className="date-range__actions">
          <Button type="submit" variant="primary" busy={busy}>
            Filter
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() => {
              range.clear();
              onApply(NO_DAYS);
            }}
          >
            Clear
          </Button>
        </div>
      </div>
    </form>
  );
}
