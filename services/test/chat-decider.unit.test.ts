import { describe, it } from 'node:test';
import { ChatClosed, ChatMessagePosted, ChatReplied, NotFoundError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type ChatCommand, chatDecider } from '../src/domain/chat/chat-decider.ts';

const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' };
const pod = { pod_id: 'p1', client_id: 'c1', lab_id: 'l1' };
const writes = (user_id: string, text: string, new_conversation_id = 'conv-new'): ChatCommand => ({
  type: 'PlayerWrites',
  pod,
  user_id,
  text,
  new_conversation_id,
  message_id: `m-${text}`,
});
const posted = (conversation_id: string, user_id: string, text: string) =>
  ChatMessagePosted.of({ conversation_id, message_id: `m-${text}`, ...pod, user_id, text });
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
});
