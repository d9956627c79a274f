import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useToastDuration } from '#app-state/toasts/model/use-toast-duration.ts';
import { LinkButton } from '#components/button.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { LabPodsTable } from '../components/lab-pods-table.tsx';
import { PodThumbnailModal } from '../components/pod-thumbnail-modal.tsx';
import { labName, labPods, openClientPods, podsClient } from '../model/client-pods-model.ts';
import '../components/clients.css';

/** Toasts on the client pods page last 3 s. */
const CLIENT_PODS_TOAST_MS = 3_000;

/** /superadmin/clients/{client_id}/pods/{lab_id}: Client Pods. */
export function ClientPodsScreen({ params }: { params: { client_id: string; lab_id: string } }) {
  useSignals();
  usePageTitle('Client Pods');
  useToastDuration(CLIENT_PODS_TOAST_MS);
  const { client_id, lab_id } = params;
  useEffect(() => openClientPods(client_id, lab_id), [client_id, lab_id]);
  const client = podsClient.data.value?.client.name;
  const pods = labPods.data.value?.pods;
  const online = pods?.filter((p) => p.OnlineDetail.online === 1).length;
  return (
    <>
      <PageHeader
        title="Client Pods"
        back={{ href: `/superadmin/clients/${client_id}`, label: 'Back To Client Details' }}
        subtitle={
          client ? (
            <>
              {labName.value ?? 'Lab'} · {client}
              {pods ? ` · ${online} of ${pods.length} online` : null}
            </>
          ) : (
            'The pods of one lab, live.'
          )
        }
        actions={<LinkButton href={`/common/floor/${lab_id}`}>Floor View</LinkButton>}
      />
      <LabPodsTable />
      <PodThumbnailModal />
    </>
  );
}
