import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { ConfirmModal } from '#components/modal.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ChatThreadPanel } from '../components/chat-thread.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import {
  cancelClose,
  chatLive,
  closing,
  confirmClose,
  confirmingClose,
  openLiveChat,
  waitingCount,
} from '../model/live-chat-model.ts';
import '../components/live-chat.css';

function Subtitle() {
  useSignals();
  const waiting = waitingCount.value;
  return (
    <>
      Players write from the chat button on their pod; your answer shows on the pod at once.{' '}
      <span className="live-chat__summary">
        {waiting === 0 ? 'Nobody is waiting.' : `${waiting} awaiting reply.`}{' '}
        <span className={`live-chat__link live-chat__link--${chatLive.value ? 'up' : 'down'}`}>
          {chatLive.value ? 'Live' : 'Refreshing every 15 s'}
        </span>
      </span>
    </>
  );
}

/** /common/live-chat, Live Chat: the open conversations of the staff member's pods, answered and closed here. */
export function LiveChatScreen() {
  useSignals();
  usePageTitle('Live Chat');
  useEffect(() => openLiveChat(), []);
  const role = userSession.value?.role_id;
  const home = role === 4 ? '/superadmin/dashboard' : role === 3 ? '/admin/dashboard' : null;
  return (
    <>
      <PageHeader
        title="Live Chat"
        subtitle={<Subtitle />}
        back={home ? { href: home, label: 'Back To Dashboard' } : undefined}
      />
      <div className="live-chat">
        <aside className="live-chat__list" aria-label="Conversations">
          <ConversationList />
        </aside>
        <div className="live-chat__detail">
          <ChatThreadPanel />
        </div>
      </div>
      <ConfirmModal
        open={confirmingClose.value}
        title="Close this conversation?"
        message="The player's chat on the pod ends. A new message from the pod starts a new conversation."
        yesLabel="Close Conversation"
        noLabel="Cancel"
        busy={closing.value}
        onYes={() => void confirmClose()}
        onNo={cancelClose}
      />
    </>
  );
}
