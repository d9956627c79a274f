import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Card } from '#components/card.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { CompTimeCard } from '../components/comp-time-card.tsx';
import { LinkedClientCard } from '../components/linked-client-card.tsx';
import { LinkedPlayerCard } from '../components/linked-player-card.tsx';
import { OfferPaymentsCard } from '../components/offer-payments-card.tsx';
import { PlayingTimeCard } from '../components/playing-time-card.tsx';
import { UserAccountCard } from '../components/user-account-card.tsx';
import { UserForm } from '../components/user-form.tsx';
import { PASSWORD_NOTE, UserMissing } from '../components/user-page-parts.tsx';
import { openPlayingTime } from '../model/playing-time-model.ts';
import { editForm, openUser, updateUser, userDetail } from '../model/user-detail-model.ts';
import { loadFormOptions } from '../model/user-form-model.ts';
import { displayName } from '../model/user-format.ts';
import '../components/users.css';

/**
 * /common/users/view/{user_id}, User Detail: the account with its Active switch; for
 * a player the Linked Player block, Comp Time, Offer Payments and Game Playing Time; the Linked
 * Client; the Edit User form below.
 */
export function UserDetailScreen({ params }: { params: { user_id: string } }) {
  useSignals();
  usePageTitle('User Detail');
  useEffect(() => {
    loadFormOptions();
    return openUser(params.user_id);
  }, [params.user_id]);
  const detail = userDetail.data.value;
  const isPlayer = Boolean(detail?.player);
  useEffect(() => (isPlayer ? openPlayingTime(params.user_id) : undefined), [isPlayer, params.user_id]);
  const back = { href: '/common/users', label: 'Back To Users Management' };
  if (!detail) {
    return (
      <>
        <PageHeader title="User Detail" back={back} />
        {userDetail.loading.value ? <Spinner label="Loading user…" showLabel /> : <UserMissing />}
      </>
    );
  }
  const { user, player, client } = detail;
  return (
    <>
      <PageHeader title="User Detail" subtitle={displayName(user)} back={back} />
      <div className="user-detail">
        <div className="user-detail__top">
          <UserAccountCard user={user} />
          {client ? <LinkedClientCard client={client} /> : null}
        </div>
        {player ? (
          <>
            <LinkedPlayerCard player={player} />
            <CompTimeCard entries={detail.timecomps} />
            <OfferPaymentsCard playerId={user.id} />
            <PlayingTimeCard />
          </>
        ) : null}
        <Card title="Edit User">
          <UserForm form={editForm} submitLabel="Update" note={PASSWORD_NOTE} onSubmit={() => void updateUser()} />
        </Card>
      </div>
    </>
  );
}
