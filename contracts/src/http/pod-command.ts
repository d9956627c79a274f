import Type, { type Static, type TSchema } from 'typebox';
import { CommandTypeSchema, FacilitatorCommandTypeSchema } from '../catalogues/catalogue-schemas.ts';
import { Id, Nullable, Strict, WithToken } from './fields.ts';

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** A pod command's body, for the command types `commandType` allows. */
function commandBody<T extends TSchema>(commandType: T) {
  return Strict({
    command_type: commandType,
    command_value: Type.Optional(
      Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Null()], {
        description: 'text or a number (stored as its text): a colour, a game, mute 1/0',
      }),
    ),
    command_platform: OptionalText(16),
    pod_ids: Type.Array(Id, { maxItems: 500, description: 'at least one, else no-pod-selected' }),
    request_pod_id: Type.Optional(Type.Union([Id, Type.Null(), Type.Literal('')])),
    // the admin play-game screen sends these; the bridge reads the game from command_value
    command_search: OptionalText(255),
    command_install: Type.Optional(Type.Union([Type.String({ maxLength: 16 }), Type.Integer(), Type.Null()])),
    session_id_key: Type.Optional(Type.String({ maxLength: 256 })),
    ...WithToken,
  });
}

/** What an admin sends: any command type. */
export const AdminCommandBody = commandBody(CommandTypeSchema);
/** What a facilitator sends: mute, play_game, led1, led2 or reset. */
export const FacilitatorCommandBody = commandBody(FacilitatorCommandTypeSchema);

/** One command as it was issued to one pod. */
export const IssuedCommand = Type.Object({
  pod_id: Type.String(),
  command_id: Type.String(),
  command_type: Type.String(),
  command_value: Nullable(Type.String()),
  command_platform: Nullable(Type.String()),
  expires_at: Type.String({ format: 'date-time' }),
  request_pod_id: Nullable(Type.String()),
});
export type IssuedCommand = Static<typeof IssuedCommand>;

export const IssuedCommands = Type.Object({ commands: Type.Array(IssuedCommand) });
