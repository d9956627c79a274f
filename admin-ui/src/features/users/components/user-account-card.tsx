import type { UserView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Card } from '#components/card.tsx';
import { Switch } from '#components/switch.tsx';
import { savingSwitch, setUserSwitch, switchesSettling, userDetail } from '../model/user-detail-model.ts';
import { ROLE_LABELS, roleLabel } from '../model/user-format.ts';
import { UserFacts } from './user-facts.tsx';

/** The account: email, role and the Active switch. */
export function UserAccountCard({ user }: { user: UserView }) {
  useSignals();
  const waiting = switchesSettling.value || userDetail.loading.value;
  const role = roleLabel(user);
  return (
    <Card title="Account">
      <UserFacts
        rows={[
          ['Email', user.email],
          ['Role', role === 'Pro' ? `${ROLE_LABELS[1]} (Pro)` : role],
          ['Name', user.name],
          ['Signed Up', user.formatted_created_at_tz],
          [
            'Active',
            <Switch
              key="active"
              label="Active"
              hideLabel
              stateText={['Active', 'Inactive']}
              checked={user.is_active === 1}
              disabled={waiting}
              busy={savingSwitch.value === 'is_active'}
              onChange={(on) => void setUserSwitch('is_active', on)}
            />,
          ],
        ]}
      />
    </Card>
  );
}
