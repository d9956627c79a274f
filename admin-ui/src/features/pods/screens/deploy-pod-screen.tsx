import { useEffect } from 'react';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { MacCheckStep, PodFormStep, SavedPodNotice } from '../components/deploy-steps.tsx';
import { startDeploy } from '../model/deploy-pod-model.ts';

/** /admin/labs/{lab_id}/pods/deploy and /admin/pods/deploy: Deploy New Pod. */
export function DeployPodScreen({ params }: { params: { lab_id?: string } }) {
  usePageTitle('Deploy New Pod');
  const labId = params.lab_id;
  useEffect(() => startDeploy(labId), [labId]);
  const back = labId
    ? { href: `/admin/labs/${labId}/pods`, label: 'Back To Pods Management' }
    : { href: '/admin/dashboard', label: 'Back To Dashboard' };
  return (
    <>
      <PageHeader
        title="Deploy New Pod"
        back={back}
        subtitle="Check the station's MAC address first: a pod that already has it is updated, not deployed twice."
      />
      <div className="pods-deploy">
        <SavedPodNotice />
        <MacCheckStep />
        <PodFormStep />
      </div>
    </>
  );
}
