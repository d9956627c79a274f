import Type, { type TSchema } from 'typebox';
import { defineEvent, type EventDefinition } from '../define-event.ts';

/** How far an assignment reaches: every pod of the client, every pod of a lab, or one pod. */
export const ASSIGNMENT_SCOPES = ['client', 'lab', 'pod'] as const;
export type AssignmentScope = (typeof ASSIGNMENT_SCOPES)[number];

/** The most game ids one assignment call takes. */
export const MAX_GAMES_PER_ASSIGNMENT = 500;

const Id = Type.String({ minLength: 1, maxLength: 128 });
const nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);

const assignment = Type.Object({
  scope: Type.Enum([...ASSIGNMENT_SCOPES]),
  lab_id: nullable(Id),
  pod_id: nullable(Id),
  game_ids: Type.Array(Id, { minItems: 1, maxItems: MAX_GAMES_PER_ASSIGNMENT, uniqueItems: true }),
});

export const GamesAssigned = defineEvent({
  type: 'GamesAssigned',
  aggregate: 'game_assignment',
  description:
    "Staff made local games available to a client's pods: all of them (scope client), a lab's (lab_id), or one pod's (pod_id, with its lab). The subject id is the client's; only games not assigned there before are listed.",
  schema: assignment,
});

export const GamesUnassigned = defineEvent({
  type: 'GamesUnassigned',
  aggregate: 'game_assignment',
  description:
    'Staff took games back from a client, lab or pod they were assigned to; only games that were assigned there are listed.',
  schema: assignment,
});

export const GAME_ASSIGNMENT_EVENTS: readonly EventDefinition[] = [GamesAssigned, GamesUnassigned];
