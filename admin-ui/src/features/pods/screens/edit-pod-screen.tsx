import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions } from '#components/form-fields.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { PodFormFields } from '../components/pod-form-fields.tsx';
import { editedPod, editLoading, startEdit, stopEdit, submitEdit } from '../model/edit-pod-model.ts';
import { podFormSaving } from '../model/pod-form-model.ts';

/** /admin/labs/{lab_id}/pods/{pod_id}: Edit Pod. */
export function EditPodScreen({ params }: { params: { lab_id: string; pod_id: string } }) {
  useSignals();
  usePageTitle('Edit Pod');
  const { lab_id, pod_id } = params;
  useEffect(() => {
    void startEdit(pod_id);
    return stopEdit;
  }, [pod_id]);
  const pod = editedPod.value;
  const loading = editLoading.value;
  return (
    <>
      <PageHeader title="Edit Pod" back={{ href: `/admin/labs/${lab_id}/pods`, label: 'Back To Pods Management' }} />
      <Card title="Pod Details" actions={loading ? <Spinner label="Loading the pod…" showLabel size="sm" /> : null}>
        <form
          noValidate
          aria-label="Pod details"
          aria-busy={loading || undefined}
          onSubmit={(e) => {
            e.preventDefault();
            void submitEdit();
          }}
        >
          <PodFormFields podKey={pod?.pod_id_key ?? ''} disabled={pod === null} />
          <FormActions>
            <Button type="submit" variant="primary" busy={podFormSaving.value}>
              Update
            </Button>
          </FormActions>
        </form>
      </Card>
    </>
  );
}
