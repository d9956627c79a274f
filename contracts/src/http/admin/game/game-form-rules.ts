// Deploy New Game and Edit Game: every field is required but expired and install_size, and a
// new game needs its poster. A refusal says 'Please fill all required fields' naming the field.
import type { Static } from 'typebox';
import { formRules, isBlank, REQUIRED_FIELDS_MESSAGE } from '../../form-rules.ts';
import type { adminGameCreate } from './games.ts';

type GameBody = Static<typeof adminGameCreate.body>;

/** The platform codes a form names ('xb,ps', or a list); 'none' and blank entries name none. */
export function platformCodesIn(value: unknown): string[] {
  if (isBlank(value)) return [];
  return (Array.isArray(value) ? value : String(value).split(','))
    .map((p) => String(p).trim().toLowerCase())
    .filter((p) => p !== '' && p !== 'none');
}

/** Edit Game (the game keeps its poster when none is sent). */
export const GAME_FORM_RULES = formRules<GameBody>()({
  msg_key: 'generic-required-message',
  message: REQUIRED_FIELDS_MESSAGE,
  fields: [
    { field: 'title' },
    { field: 'search_title' },
    { field: 'platform', blank: (value) => platformCodesIn(value).length === 0 },
    { field: 'esrb' },
    { field: 'released' },
    { field: 'genre' },
    { field: 'type' },
    { field: 'status' },
    { field: 'is_survey_only' },
  ],
});

/** Deploy New Game: the form and its poster. */
export const GAME_DEPLOY_FORM_RULES = formRules<GameBody>()({
  ...GAME_FORM_RULES,
  fields: [...GAME_FORM_RULES.fields, { field: 'image' }],
});
