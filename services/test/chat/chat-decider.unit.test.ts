import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ChatClosed, ChatConversationEnded, ChatMessagePosted, ChatReplied, NotFoundError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type ChatCommand, chatDecider, NEWER_SESSION_REASON } from '../../src/chat/domain/chat-decider.ts';

const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' };
const pod = { pod_id: 'p1', client_id: 'c1', lab_id: 'l1' };
/** A session's token hash: one per player here, unless a test names another. */
const session = (name: string) => name.padEnd(64, '0').replace(/[^0-9a-f]/g, 'a');
const writes = (
  user_id: string,
  text: string,
  new_conversation_id = 'conv-new',
  token_hash = session(user_id),
): ChatCommand => ({
  type: 'PlayerWrites',
  pod,
  user_id,
  token_hash,
  text,
  new_conversation_id,
  message_id: `m-${text}`,
});
const posted = (conversation_id: string, user_id: string, text: string, token_hash: string | null = session(user_id)) =>
  ChatMessagePosted.of({ conversation_id, message_id: `m-${text}`, ...pod, user_id, token_hash, text });
const sessionEnds = (user_id: string, token_hash = session(user_id), reason = 'Logged out'): ChatCommand => ({
  type: 'SessionEnds',
  pod_id: 'p1',
  user_id,
  token_hash,
  reason,
});
const ended = (conversation_id: string, user_id: string, reason: string) =>
  ChatConversationEnded.of({ conversation_id, pod_id: 'p1', client_id: 'c1', user_id, reason });
const reply = (conversation_id: string): ChatCommand => ({
  type: 'StaffReplies',
  pod_id: 'p1',
  conversation_id,
  staff_id: 's1',
  staff_name: 'Sam',
  text: 'On my way',
  message_id: 'r1',
});
const given = DeciderSpecification.for(chatDecider, ctx);

describe('the chat decider', () => {
  it('given no conversation, when the player writes, then the message opens a new one', () => {
    given([])
      .when(writes('u1', 'Help'))
      .thenEvents([posted('conv-new', 'u1', 'Help')]);
  });
  it('given an open conversation, when its player writes again, then the message joins it', () => {
    given([posted('c-1', 'u1', 'Help')])
      .when(writes('u1', 'Still stuck'))
      .thenEvents([posted('c-1', 'u1', 'Still stuck')]);
  });
  it('given an open conversation, when another player writes on the pod, then it closes and a new one opens', () => {
    given([posted('c-1', 'u1', 'Help')])
      .when(writes('u2', 'Hi'))
      .thenEvents([
        ChatClosed.of({ conversation_id: 'c-1', pod_id: 'p1', client_id: 'c1', reason: 'new_player', staff_id: null }),
        posted('conv-new', 'u2', 'Hi'),
      ]);
  });
  it('given an open conversation, when staff answer it, then ChatReplied with the pod and client', () => {
    given([posted('c-1', 'u1', 'Help')])
      .when(reply('c-1'))
      .thenEvents([
        ChatReplied.of({
          conversation_id: 'c-1',
          message_id: 'r1',
          pod_id: 'p1',
          client_id: 'c1',
          staff_id: 's1',
          staff_name: 'Sam',
          text: 'On my way',
        }),
      ]);
  });
  it('given a closed conversation, when staff answer or close it, then it is not found', () => {
    const closed = ChatClosed.of({
      conversation_id: 'c-1',
      pod_id: 'p1',
      client_id: 'c1',
      reason: 'staff',
      staff_id: 's1',
    });
    given([posted('c-1', 'u1', 'Help'), closed])
      .when(reply('c-1'))
      .thenThrows(NotFoundError);
    given([posted('c-1', 'u1', 'Help'), closed])
      .when({ type: 'StaffCloses', pod_id: 'p1', conversation_id: 'c-1', staff_id: 's1' })
      .thenThrows(NotFoundError);
  });
  it('given an open conversation, when staff close it, then ChatClosed by staff', () => {
    given([posted('c-1', 'u1', 'Help')])
      .when({ type: 'StaffCloses', pod_id: 'p1', conversation_id: 'c-1', staff_id: 's1' })
      .thenEvents([
        ChatClosed.of({ conversation_id: 'c-1', pod_id: 'p1', client_id: 'c1', reason: 'staff', staff_id: 's1' }),
      ]);
  });
  it('given an older conversation id, when staff answer it, then it is not found', () => {
    given([posted('c-1', 'u1', 'Help')])
      .when(reply('c-0'))
      .thenThrows(NotFoundError);
  });

  describe('when the player session ends', () => {
    it("given the session's open conversation, when the session ends, then the conversation ends with its reason", () => {
      given([posted('c-1', 'u1', 'Help')])
        .when(sessionEnds('u1'))
        .thenEvents([ended('c-1', 'u1', 'Logged out')]);
    });
    it('given an ended conversation, when staff answer or close it, then it is not found', () => {
      const history = [posted('c-1', 'u1', 'Help'), ended('c-1', 'u1', 'Logged out')];
      given(history).when(reply('c-1')).thenThrows(NotFoundError);
      given(history)
        .when({ type: 'StaffCloses', pod_id: 'p1', conversation_id: 'c-1', staff_id: 's1' })
        .thenThrows(NotFoundError);
    });
    it("given the player's conversation of another session, when this session ends, then nothing", () => {
      given([posted('c-1', 'u1', 'Help', session('u1-new'))])
        .when(sessionEnds('u1', session('u1-old')))
        .thenEvents([]);
    });
    it("given another player's conversation, when a session ends, then nothing", () => {
      given([posted('c-1', 'u2', 'Help')])
        .when(sessionEnds('u1'))
        .thenEvents([]);
      given([]).when(sessionEnds('u1')).thenEvents([]);
    });
    it('given a conversation that named no session (version 1), when its player’s session ends, then it ends', () => {
      given([posted('c-1', 'u1', 'Help', null)])
        .when(sessionEnds('u1'))
        .thenEvents([ended('c-1', 'u1', 'Logged out')]);
    });
    it('given an open conversation, when its player writes from a newer session, then it ends and a new one opens', () => {
      given([posted('c-1', 'u1', 'Help', session('u1-old'))])
        .when(writes('u1', 'Back again', 'conv-new', session('u1-new')))
        .thenEvents([
          ended('c-1', 'u1', NEWER_SESSION_REASON),
          posted('conv-new', 'u1', 'Back again', session('u1-new')),
        ]);
    });
  });

  it('reads a version 1 message, which named no session, with token_hash null', () => {
    const v1 = {
      conversation_id: 'c-1',
      message_id: 'm',
      pod_id: 'p1',
      client_id: 'c1',
      lab_id: 'l1',
      user_id: 'u1',
      text: 'Hi',
    };
    assert.deepEqual(ChatMessagePosted.upcast(v1, 1), { ...v1, token_hash: null });
  });
});
