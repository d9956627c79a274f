import {
  GAME_ESRB,
  GAME_GENRES,
  GAME_IMAGE_ADVICE,
  GAME_PLATFORMS,
  GAME_STATUSES,
  GAME_TYPE_LABELS,
  GAME_TYPES,
  type GamePlatform,
} from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Button, LinkButton } from '#components/button.tsx';
import { Field, FormActions, FormGrid, MaskedField, SelectField, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import {
  choosePoster,
  currentPoster,
  gameErrors,
  gameValues,
  posterPreview,
  saveGame,
  savingGame,
  setGameValue,
} from '../model/game-form-model.ts';

const options = (values: readonly string[]) => values.map((v) => ({ id: v, value: v }));
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  inactive: 'Inactive',
  down: 'Down',
  expired: 'Expired',
};

function PlatformPicker() {
  const id = useId();
  const chosen = gameValues.value.platforms;
  const toggle = (code: GamePlatform) =>
    setGameValue(
      'platforms',
      GAME_PLATFORMS.map((p) => p.code).filter((c) => (c === code ? !chosen.includes(c) : chosen.includes(c))),
    );
  return (
    <Field id={id} label="Platform" required error={gameErrors.value.platforms} hint="Choose every console it runs on">
      <fieldset id={id} className="platform-picker" aria-label="Platform">
        {GAME_PLATFORMS.map((p) => (
          <label key={p.code} className="platform-picker__option">
            <input type="checkbox" checked={chosen.includes(p.code)} onChange={() => toggle(p.code)} />
            <span>{p.name}</span>
          </label>
        ))}
      </fieldset>
    </Field>
  );
}

function PosterField({ editing }: { editing: boolean }) {
  const id = useId();
  const preview = posterPreview.value ?? currentPoster.value;
  return (
    <Field id={id} label="Image" required={!editing} error={gameErrors.value.image} hint={GAME_IMAGE_ADVICE} wide>
      <div className="poster-field">
        <div className="poster-field__preview">
          {preview ? <img src={preview} alt="Poster preview" /> : <span>256 × 256</span>}
        </div>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(e) => choosePoster(e.currentTarget.files?.[0] ?? null)}
        />
      </div>
    </Field>
  );
}

/** The Deploy New Game / Edit Game form. */
export function GameForm({ editing, submitText }: { editing: boolean; submitText: string }) {
  useSignals();
  const v = gameValues.value;
  const e = gameErrors.value;
  return (
    <form
      className="game-form"
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        void saveGame();
      }}
    >
      <FormGrid>
        <TextField
          label="Title"
          required
          value={v.title}
          error={e.title}
          maxLength={120}
          onChange={(x) => setGameValue('title', x)}
        />
        <TextField
          label="Search Title"
          required
          value={v.search_title}
          error={e.search_title}
          maxLength={120}
          hint="Other words players find it by"
          onChange={(x) => setGameValue('search_title', x)}
        />
        <PlatformPicker />
        <SelectField
          label="ESRB"
          required
          value={v.esrb}
          error={e.esrb}
          options={options(GAME_ESRB)}
          placeholder="Choose a rating"
          onChange={(x) => setGameValue('esrb', x)}
        />
        <SelectField
          label="Genre"
          required
          value={v.genre}
          error={e.genre}
          options={options(GAME_GENRES)}
          placeholder="Choose a genre"
          onChange={(x) => setGameValue('genre', x)}
        />
        <SelectField
          label="Type"
          required
          value={v.type}
          error={e.type}
          options={GAME_TYPES.map((t) => ({ id: t, value: GAME_TYPE_LABELS[t] }))}
          hint="Local games are assigned to venues; cloud games reach every venue"
          onChange={(x) => setGameValue('type', x)}
        />
        <SelectField
          label="Status"
          required
          value={v.status}
          error={e.status}
          options={GAME_STATUSES.map((s) => ({ id: s, value: STATUS_LABELS[s] ?? s }))}
          hint="Only active games reach players"
          onChange={(x) => setGameValue('status', x)}
        />
        <MaskedField
          mask="date"
          label="Released"
          required
          value={v.released}
          error={e.released}
          onChange={(x) => setGameValue('released', x)}
        />
        <MaskedField
          mask="date"
          label="Expired"
          value={v.expired}
          error={e.expired}
          onChange={(x) => setGameValue('expired', x)}
        />
        <TextField
          label="Install Size (GB)"
          value={v.install_size}
          error={e.install_size}
          maxLength={12}
          onChange={(x) => setGameValue('install_size', x)}
        />
        <Switch label="Survey only" checked={v.is_survey_only} onChange={(on) => setGameValue('is_survey_only', on)} />
        <PosterField editing={editing} />
      </FormGrid>
      <FormActions>
        <LinkButton href="/superadmin/games">Cancel</LinkButton>
        <Button variant="primary" type="submit" busy={savingGame.value}>
          {submitText}
        </Button>
      </FormActions>
    </form>
  );
}
