import type { ChatMessageDto, ChatSummary, ChatThread } from '@gamepod/contracts/http';
import { handleCommand } from '@gamepod/event-store';
import { ForbiddenError, NotFoundError, uuidv7, ValidationError } from '@gamepod/events';
import {
  type ChatConversationTable,
  chatById,
  chatMessages,
  labsByIds,
  livePodsByIds,
  openChatOfPod,
  openChats,
  openSessionsOfUser,
  type PodTable,
  userById,
} from '@gamepod/projections';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { tenantScope } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { kioskContext } from '../../kiosk/application/kiosk-activity-service.ts';
import { now, type PodDeps } from '../../pods/application/pod-deps.ts';
import { CONVERSATION_ENDED, chatDecider } from '../domain/chat-decider.ts';

type ChatDeps = Pick<PodDeps, 'store' | 'db' | 'checkpoints' | 'clock'>;

/** A message's text, trimmed: blank is a 400 naming `text`. */
function chatText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new ValidationError('text is required', { field: 'text' });
  return trimmed;
}

async function threadOf(deps: ChatDeps, c: ChatConversationTable): Promise<ChatThread> {
  const messages = await chatMessages(deps.db, c.id);
  return {
    id: c.id,
    pod_id: c.pod_id,
    status: c.status,
    messages: messages.map(
      (m): ChatMessageDto => ({
        id: m.id,
        from_staff: m.from_staff,
        author_name: m.author_name,
        text: m.text,
        sent_at: m.sent_at.toISOString(),
      }),
    ),
  };
}

/** The player's open conversation on the pod; another player's is not theirs to read. */
export async function playerConversation(deps: ChatDeps, pod: PodTable, userId: string): Promise<ChatThread | null> {
  const open = await openChatOfPod(deps.db, pod.id);
  return open && open.user_id === userId ? threadOf(deps, open) : null;
}

/** The player's session on the pod that writes: who, and which sign-in (its token's hash). */
export type ChatWriter = { readonly user_id: string; readonly token_hash: string };

/** The player signed in on `pod` writes to staff; returns the conversation with the new message. */
export async function playerWrites(
  deps: ChatDeps,
  pod: PodTable,
  writer: ChatWriter,
  text: string,
): Promise<ChatThread> {
  const userId = writer.user_id;
  const { seq } = await handleCommand(
    deps.store,
    chatDecider,
    pod.id,
    {
      type: 'PlayerWrites',
      pod: { pod_id: pod.id, client_id: pod.client_id, lab_id: pod.lab_id },
      user_id: userId,
      token_hash: writer.token_hash,
      text: chatText(text),
      new_conversation_id: uuidv7(),
      message_id: uuidv7(),
    },
    { context: kioskContext(pod.id), clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['chats'], seq);
  const thread = await playerConversation(deps, pod, userId);
  if (!thread) throw new NotFoundError('This conversation is closed');
  return thread;
}

/** A conversation staff may see: their own client's (any for a super admin); another client's is 403. */
async function staffConversation(deps: ChatDeps, session: SessionInfo, id: string): Promise<ChatConversationTable> {
  const c = await chatById(deps.db, id);
  if (!c) throw new NotFoundError('This conversation does not exist', { field: 'conversation_id' });
  if (session.role !== SUPER_ADMIN && session.client_id !== c.client_id) throw new ForbiddenError();
  return c;
}

const fullName = (u: { first_name: string; last_name: string | null } | undefined) =>
  u ? [u.first_name, u.last_name].filter(Boolean).join(' ') : '';

async function summaries(deps: ChatDeps, rows: readonly ChatConversationTable[]): Promise<ChatSummary[]> {
  const [pods, labs, players] = await Promise.all([
    livePodsByIds(deps.db, [...new Set(rows.map((r) => r.pod_id))]),
    labsByIds(deps.db, [...new Set(rows.map((r) => r.lab_id))]),
    Promise.all([...new Set(rows.map((r) => r.user_id))].map((id) => userById(deps.db, id))),
  ]);
  const podOf = new Map(pods.map((p) => [p.id, p]));
  const labOf = new Map(labs.map((l) => [l.id, l]));
  const playerOf = new Map(players.flatMap((u) => (u ? [[u.id, u] as const] : [])));
  return rows.map((r) => {
    const pod = podOf.get(r.pod_id);
    return {
      id: r.id,
      pod_id: r.pod_id,
      pod_name: pod ? (pod.license ?? pod.seat) : r.pod_id,
      lab_name: labOf.get(r.lab_id)?.lab_name ?? '',
      client_id: r.client_id,
      player_name: fullName(playerOf.get(r.user_id)),
      last_text: r.last_text,
      last_at: r.last_at.toISOString(),
      awaiting_staff: r.awaiting_staff,
    };
  });
}

/** The open conversations the session's staff may answer, the latest first. */
export async function openConversations(
  deps: ChatDeps,
  session: SessionInfo,
  clientId: string | undefined,
): Promise<ChatSummary[]> {
  const scope = tenantScope(session, clientId);
  const rows = await openChats(deps.db, scope.kind === 'all' ? null : scope.clientId);
  return summaries(deps, rows);
}

/** One conversation with its messages and, while open, its summary. */
export async function staffThread(
  deps: ChatDeps,
  session: SessionInfo,
  id: string,
): Promise<{ conversation: ChatThread; summary: ChatSummary | null }> {
  const c = await staffConversation(deps, session, id);
  const [summary] = await summaries(deps, [c]);
  return { conversation: await threadOf(deps, c), summary: summary ?? null };
}

/**
 * 409 when the conversation has ended, or its player is no longer signed in on its pod: the
 * auth read model shows a logout at once, before the reaction that ends the conversation runs.
 */
async function assertPlayerStillThere(deps: ChatDeps, c: ChatConversationTable): Promise<void> {
  if (c.status === 'ended') throw CONVERSATION_ENDED();
  if (c.status !== 'open') return;
  const sessions = await openSessionsOfUser(deps.db, c.user_id, now(deps));
  if (!sessions.some((s) => s.pod_id === c.pod_id)) throw CONVERSATION_ENDED();
}

/** Staff answer an open conversation of a player still signed in; returns the message as the pod shows it. */
export async function staffReplies(
  deps: ChatDeps,
  session: SessionInfo,
  input: { conversation_id: string; text: string },
): Promise<ChatMessageDto> {
  const text = chatText(input.text);
  const c = await staffConversation(deps, session, input.conversation_id);
  await assertPlayerStillThere(deps, c);
  const staff_name = (await userById(deps.db, session.user_id))?.first_name ?? 'Staff';
  const message_id = uuidv7();
  const { seq } = await handleCommand(
    deps.store,
    chatDecider,
    c.pod_id,
    {
      type: 'StaffReplies',
      pod_id: c.pod_id,
      conversation_id: c.id,
      staff_id: session.user_id,
      staff_name,
      text,
      message_id,
    },
    { context: { actor: { kind: 'user', user_id: session.user_id, role: session.role } }, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['chats'], seq);
  return { id: message_id, from_staff: true, author_name: staff_name, text, sent_at: now(deps).toISOString() };
}

/** Staff close an open conversation. */
export async function staffCloses(deps: ChatDeps, session: SessionInfo, conversationId: string): Promise<void> {
  const c = await staffConversation(deps, session, conversationId);
  const { seq } = await handleCommand(
    deps.store,
    chatDecider,
    c.pod_id,
    { type: 'StaffCloses', pod_id: c.pod_id, conversation_id: c.id, staff_id: session.user_id },
    { context: { actor: { kind: 'user', user_id: session.user_id, role: session.role } }, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['chats'], seq);
}
