import type { Option } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { FormActions } from '#components/form-fields.tsx';
import { editForm, updateLab } from '../model/edit-lab-model.ts';
import { LabFormFields } from './lab-form-fields.tsx';
import { LabSection, useSectionBanner } from './lab-section.tsx';

/** The lab form with Update (the same fields as deploy). */
export function LabDetailsSection({ client }: { client: Option | null }) {
  useSignals();
  const [banner, report] = useSectionBanner();
  return (
    <LabSection id="lab-details" title="Lab Details" banner={banner}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void report(updateLab());
        }}
      >
        {/* a lab never moves to another client: the selector shows its own, locked */}
        <LabFormFields
          form={editForm}
          clients={client ? [client] : []}
          clientLocked
          clientHint="A lab stays with the client it was deployed for"
        />
        <FormActions>
          <Button type="submit" variant="primary" busy={editForm.saving.value}>
            Update
          </Button>
        </FormActions>
      </form>
    </LabSection>
  );
}
