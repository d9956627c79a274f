import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { ROLE_HOME } from '#app-state/session/model/access-rules.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { Card } from '#components/card.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { EmergencyForm } from '../components/emergency-form.tsx';
import { EmergencyTable } from '../components/emergency-table.tsx';
import { openEmergency } from '../model/emergency-model.ts';
import '../components/emergency.css';

/** /common/emergency: raise an emergency alert on the pods in a scope, and end it. */
export function EmergencyScreen() {
  useSignals();
  usePageTitle('Emergency Alert');
  const role = userSession.value?.role_id ?? 3;
  useEffect(() => openEmergency(role), [role]);
  return (
    <>
      <PageHeader
        title="Emergency Alert"
        subtitle="Pods in scope show it at once, over whatever is on screen."
        back={{ href: ROLE_HOME[role] ?? '/admin/dashboard', label: 'Back To Dashboard' }}
      />
      <Card title="Raise an emergency alert" className="emergency-card">
        <EmergencyForm superAdmin={role === 4} />
      </Card>
      <EmergencyTable />
    </>
  );
}
