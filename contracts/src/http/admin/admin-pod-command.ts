import Type, { type Static } from 'typebox';
import { Id, Strict, WithToken } from '../fields.ts';
import { post } from '../route.ts';

/**
 * What became of the admin-pod-command on one pod: sent, refused because someone is signed in
 * there, or not sent because its station vouches for no kiosk page (none is open on it).
 */
export const AdminPodCommandResult = Type.Object({
  pod_id: Type.String(),
  status: Type.Union([Type.Literal('sent'), Type.Literal('occupied'), Type.Literal('no-page')]),
});
export type AdminPodCommandResult = Static<typeof AdminPodCommandResult>;

/**
 * admin-pod-command: signs the calling admin in on each selected pod where nobody is signed
 * in (its kiosk redeems a one-time code pushed to its own socket and opens the admin dashboard,
 * or the pod's games with `open: 'pod_games'`).
 */
export const adminRunAdminPodCommand = post('/admin/run/admin_pod_command', {
  body: Strict({
    pod_ids: Type.Array(Id, { maxItems: 500, description: 'at least one, else no-pod-selected' }),
    open: Type.Optional(
      Type.Union([Type.Literal('dashboard'), Type.Literal('pod_games')], {
        description: "what the pod's console opens once signed in (default dashboard)",
      }),
    ),
    xd: Type.Optional(
      Type.Union([Type.Literal('xd1'), Type.Literal('xd2')], { description: 'pod_games: the output (default xd1)' }),
    ),
    ...WithToken,
  }),
  data: Type.Object({ results: Type.Array(AdminPodCommandResult) }),
});
