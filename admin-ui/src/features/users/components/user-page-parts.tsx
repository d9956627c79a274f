import { LinkButton } from '#components/button.tsx';
import { EmptyState } from '#components/empty-state.tsx';

/** Edit User: the note above the password fields. */
export const PASSWORD_NOTE = 'Fill in the password if you want to change, leave empty otherwise';

/** A user page whose user could not be loaded (the toast said why). */
export function UserMissing() {
  return (
    <EmptyState text="This user could not be loaded.">
      <LinkButton href="/common/users" variant="primary">
        Back To Users Management
      </LinkButton>
    </EmptyState>
  );
}
