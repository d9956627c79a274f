import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatPush } from '@gamepod/contracts/realtime';
import { type ChatOnScreen, judgeChatPush } from '../src/app-state/chat/chat-push-rule.ts';
import { chatSendErrorText } from '../src/app-state/chat/chat-send-error.ts';

const staffAnswer = (user_id: string, conversation_id = 'conv-a'): ChatPush => ({
  pod_id: 'pod-1',
  conversation_id,
  user_id,
  status: 'open',
  message: { id: 'm-1', from_staff: true, author_name: 'Sam', text: 'On my way', sent_at: '2026-01-01T10:00:00Z' },
});
const done = (user_id: string, status: 'closed' | 'ended', conversation_id = 'conv-a'): ChatPush => ({
  pod_id: 'pod-1',
  conversation_id,
  user_id,
  status,
  message: null,
});
const screen = (user_id: string | null, conversation_id: string | null = null): ChatOnScreen => ({
  user_id,
  conversation_id,
  leaving: false,
});

describe("the kiosk's chat takes only the signed-in player's pushes", () => {
  it("drops staff's answer to the player before, on a chat with nothing on screen", () => {
    assert.deepEqual(judgeChatPush(staffAnswer('player-a'), screen('player-b')), { kind: 'drop' });
  });

  it("drops another player's closing or end, even of the conversation id on screen", () => {
    assert.deepEqual(judgeChatPush(done('player-a', 'closed'), screen('player-b', 'conv-a')), { kind: 'drop' });
    assert.deepEqual(judgeChatPush(done('player-a', 'ended'), screen('player-b', 'conv-a')), { kind: 'drop' });
  });

  it('drops every push while nobody is signed in, or while the logout screen shows', () => {
    assert.deepEqual(judgeChatPush(staffAnswer('player-a'), screen(null)), { kind: 'drop' });
    const leaving = { ...screen('player-a', 'conv-a'), leaving: true };
    assert.deepEqual(judgeChatPush(staffAnswer('player-a'), leaving), { kind: 'drop' });
  });

  it("takes staff's answer to the signed-in player and opens the panel", () => {
    assert.deepEqual(judgeChatPush(staffAnswer('player-a'), screen('player-a')), {
      kind: 'message',
      conversation_id: 'conv-a',
      message: staffAnswer('player-a').message,
      openPanel: true,
    });
  });

  it("drops the player's push of another conversation than the one on screen", () => {
    assert.deepEqual(judgeChatPush(staffAnswer('player-a', 'conv-old'), screen('player-a', 'conv-a')), {
      kind: 'drop',
    });
  });

  it("takes staff closing, and the session's end, of the conversation on screen", () => {
    assert.deepEqual(judgeChatPush(done('player-a', 'closed'), screen('player-a', 'conv-a')), { kind: 'closed' });
    assert.deepEqual(judgeChatPush(done('player-a', 'ended'), screen('player-a', 'conv-a')), { kind: 'ended' });
    assert.deepEqual(judgeChatPush(done('player-a', 'ended'), screen('player-a')), { kind: 'drop' });
  });
});

describe('the chat panel says why a message was not sent', () => {
  it('says the player is sending too fast on a 429, with the wait the server gave', () => {
    assert.equal(
      chatSendErrorText({ status: 429, data: { retry_after_s: 42 } }),
      'You are sending messages too fast. Please wait 42 seconds, then send it again.',
    );
    assert.equal(
      chatSendErrorText({ status: 429, data: { retry_after_s: 1 } }),
      'You are sending messages too fast. Please wait 1 second, then send it again.',
    );
    assert.equal(
      chatSendErrorText({ status: 429, data: null }),
      'You are sending messages too fast. Please wait a moment, then send it again.',
    );
  });

  it('asks to try again on any other failure', () => {
    assert.equal(chatSendErrorText({ status: 500, data: null }), 'Your message was not sent. Please try again.');
    assert.equal(chatSendErrorText(new TypeError('fetch failed')), 'Your message was not sent. Please try again.');
  });
});
