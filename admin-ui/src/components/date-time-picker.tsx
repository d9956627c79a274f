import { FocusTrap } from 'focus-trap-react';
import { useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import './date-time-picker.css';

// A calendar or clock button beside a typed date or time field. It opens a small dialog whose
// choice is written into the field as text, 'MM/DD/YYYY' or 'hh:mm AM', through the field's own
// mask: what is typed stays the value, and the form's checks read it as they read typing. The
// dialog keeps the focus inside it, closes on Escape or a click outside, and gives the focus
// back to its button.

export type PickerKind = 'date' | 'time12';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MM/DD/YYYY' as a local date at noon (far from any change of the clocks), or null. */
export function dateOfText(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Number(m[3]), Number(m[1]) - 1, Number(m[2]), 12);
  return d.getMonth() === Number(m[1]) - 1 && d.getDate() === Number(m[2]) ? d : null;
}

/** A calendar day as the date fields write it. */
export const textOfDate = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;

type Clock = { hour: number; minute: number; half: 'AM' | 'PM' };

/** 'hh:mm AM' as hour 1–12, minute and half; 09:00 AM when unreadable. */
export function clockOfText(text: string): Clock {
  const m = /^(\d{1,2}):(\d{2}) ?([AP])M?$/i.exec(text.trim());
  const hour = m ? Number(m[1]) : 0;
  const minute = m ? Number(m[2]) : 60;
  if (!m || hour < 1 || hour > 12 || minute > 59) return { hour: 9, minute: 0, half: 'AM' };
  return { hour, minute, half: m[3]?.toUpperCase() === 'P' ? 'PM' : 'AM' };
}

export const textOfClock = (c: Clock) => `${pad(c.hour)}:${pad(c.minute)} ${c.half}`;

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);

function TimeChooser({ label, value, onPick, onCancel }: PanelProps) {
  const [clock, setClock] = useState(() => clockOfText(value));
  const id = useId();
  return (
    // not a <form>: the field it fills sits in one, and forms do not nest
    <div className="picker__time">
      <div className="picker__time-row">
        <label htmlFor={`${id}-h`}>Hour</label>
        <select
          id={`${id}-h`}
          value={clock.hour}
          onChange={(e) => setClock({ ...clock, hour: Number(e.currentTarget.value) })}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {pad(h)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-m`}>Minute</label>
        <select
          id={`${id}-m`}
          value={clock.minute}
          onChange={(e) => setClock({ ...clock, minute: Number(e.currentTarget.value) })}
        >
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {pad(m)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-a`}>AM/PM</label>
        <select
          id={`${id}-a`}
          value={clock.half}
          onChange={(e) => setClock({ ...clock, half: e.currentTarget.value === 'PM' ? 'PM' : 'AM' })}
        >
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </select>
      </div>
      <div className="picker__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" onClick={() => onPick(textOfClock(clock))}>
          Set {label}
        </Button>
      </div>
    </div>
  );
}

type PanelProps = { label: string; value: string; onPick: (text: string) => void; onCancel: () => void };

function DateChooser({ value, onPick, onCancel }: PanelProps) {
  const selected = dateOfText(value) ?? undefined;
  return (
    <>
      <DayPicker
        mode="single"
        captionLayout="dropdown"
        startMonth={new Date(2000, 0)}
        endMonth={new Date(new Date().getFullYear() + 5, 11)}
        selected={selected}
        defaultMonth={selected}
        onSelect={(d) => {
          if (d) onPick(textOfDate(d));
        }}
      />
      <div className="picker__actions">
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </>
  );
}

type PickerProps = {
  kind: PickerKind;
  /** The field's label: the button is 'Choose {label}', the dialog '{label}'. */
  label: string;
  /** The field's text, which the dialog opens on. */
  value: string;
  /** Receives the chosen date or time as text; the field masks and checks it as typing. */
  onPick: (text: string) => void;
  disabled?: boolean;
};

/**
 * The button beside a masked date or time field, and its dialog.
 *
 * @example <PickerButton kind="date" label="Start Date" value={v.start_date} onPick={(x) => setField('start_date', x)} />
 */
export function PickerButton({ kind, label, value, onPick, disabled }: PickerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onButton = (e: Event) => button.current?.contains(e.target as Node) === true;
  const Chooser = kind === 'date' ? DateChooser : TimeChooser;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span className="picker">
      <button
        ref={button}
        type="button"
        className="picker__button"
        aria-label={`Choose ${label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <Icon name={kind === 'date' ? 'calendar' : 'clock'} className="picker__icon" />
      </button>
      {open ? (
        <FocusTrap
          focusTrapOptions={{
            onDeactivate: () => setOpen(false),
            escapeDeactivates: true,
            returnFocusOnDeactivate: true,
            // a click on the button closes through the button; elsewhere outside closes the dialog
            clickOutsideDeactivates: (e) => !onButton(e),
            allowOutsideClick: (e) => onButton(e),
            // the calendar opens on its day (the field's, else today), the clock on its hour
            initialFocus: () =>
              panel.current?.querySelector<HTMLElement>('.rdp-day button[tabindex="0"]') ??
              panel.current?.querySelector<HTMLElement>('select') ??
              panel.current ??
              false,
            fallbackFocus: () => panel.current ?? document.body,
          }}
        >
          <div
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            className={`picker__panel picker__panel--${kind}`}
          >
            <p className="picker__title" id={titleId}>
              {label}
            </p>
            <Chooser
              label={label}
              value={value}
              onPick={(text) => {
                onPick(text);
                close();
              }}
              onCancel={close}
            />
          </div>
        </FocusTrap>
      ) : null}
    </span>
  );
}
