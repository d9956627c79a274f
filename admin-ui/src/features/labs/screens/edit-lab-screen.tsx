import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { LinkButton } from '#components/button.tsx';
import { EmptyState } from '#components/empty-state.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { AllowedIpsSection } from '../components/allowed-ips-section.tsx';
import { ApiKeysSection } from '../components/api-keys-section.tsx';
import { HomeImagesSection } from '../components/home-images-section.tsx';
import { LabDetailsSection } from '../components/lab-details-section.tsx';
import { OverridesSection } from '../components/overrides-section.tsx';
import { RssFeedsSection } from '../components/rss-feeds-section.tsx';
import { ScheduleSection } from '../components/schedule-section.tsx';
import { details, labClient, openLab } from '../model/edit-lab-model.ts';
import '../components/labs.css';
import '../components/lab-sections.css';

const SECTIONS = [
  ['lab-details', 'Details'],
  ['lab-schedules', 'Schedules'],
  ['lab-overrides', 'Overrides'],
  ['lab-allowed-ips', 'Allowed IPs'],
  ['lab-home-images', 'Homepage Images'],
  ['lab-rss-feeds', 'Rss Feeds'],
  ['lab-api-keys', 'API Keys'],
] as const;

const BACK = { href: '/admin/labs', label: 'Back To Labs Management' };

/** /admin/labs/edit/{lab_id}: the lab form with Update, then each section. */
export function EditLabScreen({ params }: { params: { lab_id: string } }) {
  useSignals();
  usePageTitle('Edit Lab');
  const id = params.lab_id;
  useEffect(() => {
    void openLab(id);
    return details.reset;
  }, [id]);
  const d = details.data.value;
  if (!d) {
    return (
      <>
        <PageHeader title="Edit Lab" back={BACK} />
        {details.loading.value || !details.error.value ? (
          <div className="lab-loading">
            <Spinner label="Loading lab…" showLabel />
          </div>
        ) : (
          <EmptyState text="This lab could not be loaded.">
            <LinkButton href="/admin/labs">Back To Labs Management</LinkButton>
          </EmptyState>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Edit Lab"
        subtitle={d.lab.lab_name}
        back={BACK}
        actions={<LinkButton href={`/admin/labs/${id}/pods`}>View Pods</LinkButton>}
      />
      <nav className="lab-nav" aria-label="Lab sections">
        {SECTIONS.map(([anchor, text]) => (
          <a key={anchor} href={`#${anchor}`} className="lab-nav__link">
            {text}
          </a>
        ))}
      </nav>
      <div className="lab-sections">
        <LabDetailsSection client={labClient.value} />
        <ScheduleSection />
        <OverridesSection />
        <AllowedIpsSection />
        <HomeImagesSection />
        <RssFeedsSection />
        <ApiKeysSection />
      </div>
    </>
  );
}
