import type { ChatSummary } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { EmptyState } from '#components/empty-state.tsx';
import { Spinner } from '#components/spinner.tsx';
import { conversations, selectConversation, selectedId } from '../model/live-chat-model.ts';
import { sinceText } from './chat-times.ts';

function Row({ c }: { c: ChatSummary }) {
  useSignals();
  const chosen = selectedId.value === c.id;
  return (
    <li>
      <button
        type="button"
        className={`live-chat__row${chosen ? ' live-chat__row--chosen' : ''}`}
        aria-current={chosen || undefined}
        aria-label={`${c.pod_name}, ${c.lab_name}: ${c.player_name}${c.awaiting_staff ? ', awaiting reply' : ''}`}
        onClick={() => selectConversation(c.id)}
      >
        <span className="live-chat__row-head">
          <strong className="live-chat__pod">{c.pod_name}</strong>
          <span className="live-chat__lab">{c.lab_name}</span>
          <time className="live-chat__when" dateTime={c.last_at}>
            {sinceText(c.last_at)}
          </time>
        </span>
        <span className="live-chat__player">{c.player_name}</span>
        <span className="live-chat__last">{c.last_text}</span>
        {c.awaiting_staff ? <span className="live-chat__awaiting">Awaiting reply</span> : null}
      </button>
    </li>
  );
}

/** The open conversations, latest first, each with its pod, lab, player, last message and an "awaiting reply" mark. */
export function ConversationList() {
  useSignals();
  const rows = conversations.data.value;
  if (rows === null) {
    if (conversations.error.value) {
      return (
        <div className="live-chat__state" role="alert">
          <p>The conversations could not be loaded.</p>
          <Button onClick={() => void conversations.load()}>Try Again</Button>
        </div>
      );
    }
    return (
      <div className="live-chat__state">
        <Spinner label="Loading conversations" />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState text="No open conversations. Players' messages appear here." />;
  return (
    <ul className="live-chat__rows" aria-label="Open conversations">
      {rows.map((c) => (
        <Row key={c.id} c={c} />
      ))}
    </ul>
  );
}
