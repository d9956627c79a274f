import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { LinkedClientCard } from '../components/linked-client-card.tsx';
import { UserForm } from '../components/user-form.tsx';
import { PASSWORD_NOTE, UserMissing } from '../components/user-page-parts.tsx';
import { detailUser, editForm, openUser, updateUser, userDetail } from '../model/user-detail-model.ts';
import { loadFormOptions } from '../model/user-form-model.ts';
import { displayName } from '../model/user-format.ts';
import '../components/users.css';

/** /common/users/edit/{user_id}, Edit User: the form, and the Linked Client summary. */
export function EditUserScreen({ params }: { params: { user_id: string } }) {
  useSignals();
  usePageTitle('Edit User');
  useEffect(() => {
    loadFormOptions();
    return openUser(params.user_id);
  }, [params.user_id]);
  const user = detailUser.value;
  const client = userDetail.data.value?.client ?? null;
  return (
    <>
      <PageHeader
        title="Edit User"
        subtitle={user ? displayName(user) : undefined}
        back={{ href: '/common/users', label: 'Back To Users Management' }}
        actions={user ? <LinkButton href={`/common/users/view/${user.id}`}>View User Detail</LinkButton> : null}
      />
      {user ? (
        <div className="user-edit">
          <Card title="Account">
            <UserForm form={editForm} submitLabel="Update" note={PASSWORD_NOTE} onSubmit={() => void updateUser()} />
          </Card>
          {client ? <LinkedClientCard client={client} /> : null}
        </div>
      ) : userDetail.loading.value ? (
        <Spinner label="Loading user…" showLabel />
      ) : (
        <UserMissing />
      )}
    </>
  );
}
