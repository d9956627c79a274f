import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type CommandType, CommandTypeSchema, FACILITATOR_COMMAND_TYPES } from '@gamepod/events';
import type { FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import type { AppDeps } from '../../app-deps.ts';
import { assertPlayCommand } from '../../application/game/game-launch-service.ts';
import { issueCommands } from '../../application/pod/pod-command-service.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { userActor } from '../../domain/pod/pod-access.ts';
import { assertPodsSelected, blankToNull, commandValueText } from '../../domain/pod/pod-command-rules.ts';
import { CLIENT_ADMIN, FACILITATOR, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { WithToken } from '../../schemas/token.ts';
import { Id } from '../pods/pod-schemas.ts';

const tags = ['commands'];
const PLAY_COMMANDS: ReadonlySet<string> = new Set(['play_game', 'admin_play_game']);
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

function commandBody<T extends TSchema>(commandType: T) {
  return Type.Object(
    {
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
    },
    { additionalProperties: false },
  );
}

const IssuedCommandReply = Type.Object({
  pod_id: Type.String(),
  command_id: Type.String(),
  command_type: Type.String(),
  command_value: Type.Union([Type.String(), Type.Null()]),
  command_platform: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.String({ format: 'date-time' }),
  request_pod_id: Type.Union([Type.String(), Type.Null()]),
});
const CommandReply = Reply(Type.Object({ commands: Type.Array(IssuedCommandReply) }));

/** After the role guard and before the schema: an empty selection is 'no-pod-selected' whatever else the body holds. */
const podsSelected = async (request: FastifyRequest) => assertPodsSelected(request.body);

type CommandBody = {
  command_type: CommandType;
  command_value?: string | number | null;
  command_platform?: string | null;
  pod_ids: string[];
  request_pod_id?: string | null;
};

/**
 * Pod commands (DESIGN.md decision 7): one PodCommandIssued per selected pod, which the
 * pod-command reaction pushes to each pod's channel as `pod-command`. Admins send any type
 * to their pods; the facilitator route carries only the facilitator's five.
 */
export const commandRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const run = async (request: FastifyRequest, body: CommandBody) => {
    const actor = userActor(sessionOf(request));
    const input = {
      command_type: body.command_type,
      command_value: commandValueText(body.command_value),
      command_platform: blankToNull(body.command_platform),
      request_pod_id: blankToNull(body.request_pod_id),
      pod_ids: body.pod_ids,
    };
    // a game launch names a game the pods have, on a platform it runs on
    if (PLAY_COMMANDS.has(input.command_type)) await assertPlayCommand(deps, actor, input, input.pod_ids);
    const commands = await issueCommands(deps, actor, input, appendContext(request));
    return ok({ commands }, commands.length === 1 ? 'Command sent' : `Command sent to ${commands.length} pods`);
  };

  app.post(
    '/admin/run/command',
    {
      preValidation: [requireRole(CLIENT_ADMIN, SUPER_ADMIN), podsSelected],
      schema: {
        summary: 'Send a command (lockout, reboot, led1, play game…) to the selected pods',
        tags,
        body: commandBody(CommandTypeSchema),
        response: withErrors({ 200: CommandReply }),
      },
    },
    (request) => run(request, request.body),
  );

  app.post(
    '/facilitator/run/command',
    {
      preValidation: [requireRole(FACILITATOR, CLIENT_ADMIN, SUPER_ADMIN), podsSelected],
      schema: {
        summary: "Manage Event: mute, play_game, led1, led2 or reset on the selected pods of one's client",
        tags,
        body: commandBody(Type.Enum(FACILITATOR_COMMAND_TYPES)),
        response: withErrors({ 200: CommandReply }),
      },
    },
    (request) => run(request, request.body),
  );
};
