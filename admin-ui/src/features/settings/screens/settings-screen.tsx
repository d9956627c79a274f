import { useEffect } from 'react';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { AudioCard } from '../components/audio-card.tsx';
import { DomainsCard } from '../components/domains-card.tsx';
import { LogoCard } from '../components/logo-card.tsx';
import { ThemeCard } from '../components/theme-card.tsx';
import { openSettings } from '../model/settings-model.ts';
import '../components/settings.css';

/** /admin/settings, Account Settings: the signed-in client admin's own client. */
export function SettingsScreen() {
  usePageTitle('Account Settings');
  useEffect(() => openSettings(), []);
  return (
    <>
      <PageHeader
        title="Account Settings"
        back={{ href: '/admin/dashboard', label: 'Back To Dashboard' }}
        subtitle="Your venue's logo, allowed sign-up domains, kiosk theme and audio. Pods pick changes up at once."
      />
      <div className="settings-grid">
        <LogoCard />
        <DomainsCard />
        <div className="settings-grid__wide">
          <ThemeCard />
        </div>
        <div className="settings-grid__wide">
          <AudioCard />
        </div>
      </div>
    </>
  );
}
