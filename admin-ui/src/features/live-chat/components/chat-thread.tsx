import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '#components/button.tsx';
import { Spinner } from '#components/spinner.tsx';
import {
  askClose,
  replyDraft,
  replying,
  selectedId,
  selectedSummary,
  sendReply,
  thread,
} from '../model/live-chat-model.ts';
import { clockText } from './chat-times.ts';

function ReplyBox() {
  useSignals();
  const id = useId();
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void sendReply();
    }
  };
  return (
    <form
      className="live-chat__reply"
      onSubmit={(e) => {
        e.preventDefault();
        void sendReply();
      }}
    >
      <label htmlFor={id} className="live-chat__reply-label">
        Reply
      </label>
      <textarea
        id={id}
        className="live-chat__reply-field"
        rows={3}
        maxLength={1000}
        placeholder="Write an answer — Enter sends, Shift+Enter starts a new line"
        value={replyDraft.value}
        onChange={(e) => {
          replyDraft.value = e.target.value;
        }}
        onKeyDown={onKey}
      />
      <Button type="submit" variant="primary" busy={replying.value} disabled={!replyDraft.value.trim()}>
        Send Reply
      </Button>
    </form>
  );
}

function Messages() {
  useSignals();
  const end = useRef<HTMLLIElement>(null);
  const messages = thread.data.value?.conversation.messages ?? [];
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  return (
    <ol className="live-chat__messages" role="log" aria-label="Messages" aria-live="polite">
      {messages.map((m) => (
        <li key={m.id} className={`live-chat__message live-chat__message--${m.from_staff ? 'staff' : 'player'}`}>
          <span className="live-chat__meta">
            {m.from_staff ? m.author_name || 'Staff' : (selectedSummary.value?.player_name ?? 'Player')} ·{' '}
            <time dateTime={m.sent_at}>{clockText(m.sent_at)}</time>
          </span>
          <p className="live-chat__bubble">{m.text}</p>
        </li>
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

/** The chosen conversation: who and where, its messages, the reply box and Close Conversation. */
export function ChatThreadPanel() {
  useSignals();
  if (!selectedId.value) {
    return <p className="live-chat__pick">Choose a conversation to read it and answer.</p>;
  }
  const data = thread.data.value;
  if (!data || data.conversation.id !== selectedId.value) {
    if (thread.error.value) {
      return (
        <div className="live-chat__state" role="alert">
          <p>This conversation could not be loaded.</p>
          <Button onClick={() => void thread.reload()}>Try Again</Button>
        </div>
      );
    }
    return (
      <div className="live-chat__state">
        <Spinner label="Loading the conversation" />
      </div>
    );
  }
  const summary = selectedSummary.value;
  const open = data.conversation.status === 'open';
  return (
    <section className="live-chat__thread" aria-label="Conversation">
      <header className="live-chat__thread-head">
        <div>
          <h2 className="live-chat__thread-title">
            {summary ? `${summary.pod_name} · ${summary.lab_name}` : 'Conversation'}
          </h2>
          {summary ? <p className="live-chat__thread-sub">{summary.player_name}</p> : null}
        </div>
        {open ? (
          <Button variant="danger" onClick={askClose}>
            Close Conversation
          </Button>
        ) : null}
      </header>
      <Messages />
      {open ? (
        <ReplyBox />
      ) : (
        <p className="live-chat__closed">
          {data.conversation.status === 'ended'
            ? "This conversation has ended: the player's session is over."
            : 'This conversation is closed.'}
        </p>
      )}
    </section>
  );
}
