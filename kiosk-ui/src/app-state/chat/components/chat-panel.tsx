import type { ChatMessageDto } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { station } from '#app-state/station/bridge-model.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Spinner } from '#components/spinner.tsx';
import {
  CHAT_TEXT_MAX,
  canSend,
  chatClosedByStaff,
  chatDraft,
  chatLoad,
  chatMessages,
  chatPanelOpen,
  chatSendError,
  chatSending,
  closeChatPanel,
  loadConversation,
  sendDraft,
} from '../local-chat-model.ts';
import './chat-panel.css';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

function Message({ message }: { message: ChatMessageDto }) {
  const who = message.from_staff ? message.author_name || 'Staff' : 'You';
  return (
    <li className={`chat-panel__message chat-panel__message--${message.from_staff ? 'staff' : 'player'}`}>
      <span className="chat-panel__meta">
        {who} · <time dateTime={message.sent_at}>{timeOf(message.sent_at)}</time>
      </span>
      <p className="chat-panel__bubble">{message.text}</p>
    </li>
  );
}

function Thread() {
  useSignals();
  const end = useRef<HTMLLIElement>(null);
  const count = chatMessages.value.length;
  // the newest message stays in view
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  if (chatLoad.value === 'loading' && count === 0) {
    return (
      <div className="chat-panel__state">
        <Spinner label="Loading your chat" visibleLabel />
      </div>
    );
  }
  if (chatLoad.value === 'failed' && count === 0) {
    return (
      <div className="chat-panel__state" role="alert">
        <p>We could not load your chat.</p>
        <KioskButton variant="secondary" onClick={() => void loadConversation()}>
          Try Again
        </KioskButton>
      </div>
    );
  }
  return (
    <div className="chat-panel__scroll">
      {count === 0 && !chatClosedByStaff.value ? (
        <div className="chat-panel__state">
          <span className="chat-panel__empty-icon" aria-hidden="true" />
          <p className="chat-panel__empty">Need a hand? Write to us and a member of staff will answer here.</p>
        </div>
      ) : null}
      <ol className="chat-panel__messages" role="log" aria-label="Messages" aria-live="polite">
        {chatMessages.value.map((m) => (
          <Message key={m.id} message={m} />
        ))}
        <li ref={end} className="chat-panel__end" aria-hidden="true" />
      </ol>
      {chatClosedByStaff.value ? (
        <p className="chat-panel__closed">Staff closed this conversation. Write again to start a new one.</p>
      ) : null}
    </div>
  );
}

function Composer() {
  useSignals();
  const fieldId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void sendDraft();
  };
  return (
    <form className="chat-panel__composer" onSubmit={submit}>
      <label htmlFor={fieldId} className="visually-hidden">
        Your message
      </label>
      <input
        id={fieldId}
        type="text"
        className="chat-panel__field"
        placeholder="Type your message"
        autoComplete="off"
        maxLength={CHAT_TEXT_MAX}
        value={chatDraft.value}
        onChange={(e) => {
          chatDraft.value = e.target.value;
        }}
      />
      <KioskButton type="submit" busy={chatSending.value} disabled={!canSend.value}>
        Send
      </KioskButton>
      {chatSendError.value ? (
        <p className="chat-panel__error" role="alert">
          {chatSendError.value}
        </p>
      ) : null}
    </form>
  );
}

function OpenPanel() {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // without a physical keyboard a focused field opens the on-screen one over the messages: the
    // player taps the field when ready to write
    const field = station.value?.keyboard === false ? null : panel.current?.querySelector('input');
    (field ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeChatPanel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <div className="chat-panel__backdrop" onClick={closeChatPanel} aria-hidden="true" />
      <section ref={panel} className="chat-panel" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
        <header className="chat-panel__header">
          <span className="chat-panel__icon" aria-hidden="true" />
          <div>
            <h2 id={titleId} className="chat-panel__title">
              Chat with us
            </h2>
            <p className="chat-panel__subtitle">Our staff answer right here.</p>
          </div>
          <button type="button" className="chat-panel__close" onClick={closeChatPanel} aria-label="Close chat">
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <Thread />
        <Composer />
      </section>
    </>
  );
}

/** The local chat, docked over the right of whatever screen is showing; Escape or Close shuts it. */
export function ChatPanel() {
  useSignals();
  return chatPanelOpen.value ? <OpenPanel /> : null;
}
