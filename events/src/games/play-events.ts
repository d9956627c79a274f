import { GAME_PLAYERS_MAX, GAME_PLAYERS_MIN } from '@gamepod/contracts/catalogues';
import Type, { type TSchema } from 'typebox';
import { defineEvent, type EventDefinition } from '../define-event.ts';
import { GamePlatformSchema } from './game-events.ts';

/**
 * Play on a pod, on its own subject `gp.evt.play.<pod id>`: launches asked for, and the play
 * sessions they became. Services write it: the station's observations (PodGameStarted,
 * PodGameEnded) are turned into these only when they match a launch, so a station cannot
 * make up play history.
 */
export const PLAY_AGGREGATE = 'play';

const Id = Type.String({ minLength: 1, maxLength: 128 });
const nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);
const When = Type.String({ format: 'date-time', description: 'UTC, ISO 8601' });

/** Who asked for the launch. */
export const LAUNCH_VIA = ['player', 'admin', 'facilitator'] as const;
export type LaunchVia = (typeof LAUNCH_VIA)[number];

/** Why a play session ended. */
export const PLAY_END_REASONS = ['ended', 'logout', 'replaced'] as const;

export const GameLaunchRequested = defineEvent({
  type: 'GameLaunchRequested',
  aggregate: PLAY_AGGREGATE,
  description:
    'A game launch went to the pod as a play_game or admin_play_game command (launch_id is its command id): who asked, for whom, which game on which platform, how many played. A launch still waiting is replaced by the next.',
  schema: Type.Object({
    launch_id: Id,
    client_id: Id,
    lab_id: Id,
    user_id: nullable(Id),
    game_id: Id,
    platform: GamePlatformSchema,
    xd: nullable(Type.Union([Type.Literal('xd1'), Type.Literal('xd2')])),
    players: nullable(Type.Integer({ minimum: GAME_PLAYERS_MIN, maximum: GAME_PLAYERS_MAX })),
    paid: Type.Boolean({ description: 'the lab was in paid mode when the game launched' }),
    via: Type.Enum([...LAUNCH_VIA]),
  }),
});

export const GamePlayStarted = defineEvent({
  type: 'GamePlayStarted',
  aggregate: PLAY_AGGREGATE,
  description:
    "The pod's helper reported the launched game started (game_started turned true): a play session began at started_at.",
  schema: Type.Object({
    launch_id: Id,
    game_id: Id,
    user_id: nullable(Id),
    platform: GamePlatformSchema,
    started_at: When,
  }),
});

export const GamePlayEnded = defineEvent({
  type: 'GamePlayEnded',
  aggregate: PLAY_AGGREGATE,
  description:
    'A play session ended: the helper reported no game playing, the player logged out, or another launch replaced it. minutes is the time played rounded up to the started minute.',
  schema: Type.Object({
    launch_id: Id,
    game_id: Id,
    user_id: nullable(Id),
    platform: GamePlatformSchema,
    started_at: When,
    ended_at: When,
    seconds: Type.Integer({ minimum: 0 }),
    minutes: Type.Integer({ minimum: 0 }),
    paid: Type.Boolean(),
    reason: Type.Enum([...PLAY_END_REASONS]),
  }),
});

export const GameLaunchFailed = defineEvent({
  type: 'GameLaunchFailed',
  aggregate: PLAY_AGGREGATE,
  description:
    "A launch never started: the pod's bridge could not carry it out, it expired, the player logged out first, or another launch replaced it.",
  schema: Type.Object({ launch_id: Id, reason: Type.String({ minLength: 1, maxLength: 2000 }) }),
});

export const PLAY_EVENTS: readonly EventDefinition[] = [
  GameLaunchRequested,
  GamePlayStarted,
  GamePlayEnded,
  GameLaunchFailed,
];
