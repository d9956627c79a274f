import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { UserForm } from '../components/user-form.tsx';
import { createUserForm, loadFormOptions } from '../model/user-form-model.ts';
import '../components/users.css';

const createForm = createUserForm('create');

async function save(): Promise<void> {
  const id = await createForm.create();
  if (id) navigate(`/common/users/view/${id}`);
}

/** /common/users/create, Create User; the new user's details open after Save. */
export function CreateUserScreen() {
  usePageTitle('Create User');
  useEffect(() => {
    createForm.reset();
    loadFormOptions();
  }, []);
  return (
    <>
      <PageHeader
        title="Create User"
        subtitle="A player, facilitator or admin account."
        back={{ href: '/common/users', label: 'Back To Users Management' }}
      />
      <Card>
        <UserForm
          form={createForm}
          submitLabel="Save"
          onSubmit={() => void save()}
          secondary={<LinkButton href="/common/users">Cancel</LinkButton>}
        />
      </Card>
    </>
  );
}
