import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Card } from '#components/card.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { SystemMessageForm } from '../components/system-message-form.tsx';
import { SystemMessagesTable } from '../components/system-messages-table.tsx';
import { openMessages } from '../model/system-messages-model.ts';
import '../components/system-messages.css';

/** /superadmin/system_messages, Manage System Messages: reword any text the screens look up by key. */
export function SystemMessagesScreen() {
  useSignals();
  usePageTitle('Manage System Messages');
  useEffect(() => openMessages(), []);
  return (
    <>
      <PageHeader
        title="Manage System Messages"
        subtitle="Reword any text the kiosk and the console look up by key; running kiosks change at once."
        back={{ href: '/superadmin/dashboard', label: 'Back To Dashboard' }}
      />
      <Card title="Message">
        <SystemMessageForm />
      </Card>
      <SystemMessagesTable />
    </>
  );
}
