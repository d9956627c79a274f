import { useSignals } from '@preact/signals-react/runtime';
import { type CSSProperties, type FormEvent, useId } from 'react';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { Field, FormActions } from '#components/form-fields.tsx';
import { Spinner } from '#components/spinner.tsx';
import { clientSettings, palettes } from '../model/client-settings.ts';
import { HEX_COLOUR, sixDigit } from '../model/file-rules.ts';
import {
  COLOUR_FIELDS,
  type ColourKey,
  choosePallet,
  colourErrors,
  colours,
  DEFAULT_COLOURS,
  palletId,
  restoreDefaultColours,
  saveTheme,
  savingTheme,
  setColour,
} from '../model/theme-model.ts';

function ColourField({ field }: { field: (typeof COLOUR_FIELDS)[number] }) {
  useSignals();
  const id = useId();
  const value = colours.value[field.key];
  const error = colourErrors.value[field.key];
  const valid = HEX_COLOUR.test(value.trim());
  return (
    <Field id={id} label={field.label} hint={`${field.hint} · default ${DEFAULT_COLOURS[field.key]}`} error={error}>
      <div className="colour-field">
        <input
          className="colour-field__picker"
          type="color"
          aria-label={`Pick the ${field.label.toLowerCase()}`}
          value={valid ? sixDigit(value.trim()) : '#000000'}
          disabled={savingTheme.value}
          onChange={(e) => setColour(field.key, e.currentTarget.value)}
        />
        <input
          id={id}
          className="field__control colour-field__text"
          value={value}
          placeholder={DEFAULT_COLOURS[field.key]}
          maxLength={7}
          spellCheck={false}
          disabled={savingTheme.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => setColour(field.key, e.currentTarget.value)}
        />
      </div>
    </Field>
  );
}

function PaletteChoice() {
  useSignals();
  const list = palettes.data.value;
  return (
    <fieldset className="palette">
      <legend className="field__label">RGB Palette</legend>
      <p className="field__hint">The colour of the pods' lights in this theme.</p>
      {list === null ? (
        <Spinner label="Loading the palettes…" />
      ) : (
        <div className="palette__swatches">
          {list.map((p) => (
            <label key={p.id} className="palette__swatch" title={p.value}>
              <input
                type="radio"
                name="theme-palette"
                value={p.id}
                checked={palletId.value === p.id}
                disabled={savingTheme.value}
                onChange={() => choosePallet(p.id)}
              />
              <span className="palette__colour" style={{ background: p.value }} aria-hidden="true" />
              <span className="visually-hidden">{p.value}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The kiosk's look with the colours in the form (the ones that are valid), before they are saved. */
function ThemePreview() {
  useSignals();
  const pick = (key: ColourKey) => {
    const v = colours.value[key].trim();
    return HEX_COLOUR.test(v) ? v : DEFAULT_COLOURS[key];
  };
  const style = {
    '--preview-primary': pick('primary_color'),
    '--preview-accent': pick('accent_color'),
    '--preview-gradient': pick('gradiant_color'),
    '--preview-hover': pick('hover_color'),
  } as CSSProperties;
  const logo = clientSettings.data.value?.logo;
  return (
    <figure className="theme-preview" style={style} aria-label="Theme preview">
      <div className="theme-preview__screen">
        {logo ? (
          <img className="theme-preview__logo" src={logo} alt="" />
        ) : (
          <span className="theme-preview__brand">gamepod</span>
        )}
        <p className="theme-preview__title">Ready to play?</p>
        <span className="theme-preview__button">Login</span>
        <span className="theme-preview__button theme-preview__button--hover">Login (hover)</span>
        <span className="theme-preview__link">Forgot password?</span>
      </div>
      <figcaption className="field__hint">How the kiosk will look</figcaption>
    </figure>
  );
}

/** Theme Settings: the palette and the four colours, #rgb or #rrggbb. */
export function ThemeCard() {
  useSignals();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void saveTheme();
  };
  return (
    <Card title="Theme Settings">
      <form onSubmit={onSubmit} noValidate className="theme-form">
        <div className="theme-form__fields">
          <PaletteChoice />
          <div className="theme-form__colours">
            {COLOUR_FIELDS.map((f) => (
              <ColourField key={f.key} field={f} />
            ))}
          </div>
        </div>
        <ThemePreview />
        <FormActions>
          <Button onClick={restoreDefaultColours} disabled={savingTheme.value}>
            Use Default Colours
          </Button>
          <Button type="submit" variant="primary" busy={savingTheme.value}>
            Save Theme
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
