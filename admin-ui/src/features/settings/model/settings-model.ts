// Account Settings (/admin/settings): opening and leaving the screen; each section's
// model (logo, domains, theme, audio) holds its own state.
import { resetAudio } from './audio-model.ts';
import { clientSettings, palettes } from './client-settings.ts';
import { domains, resetDomainForm } from './domains-model.ts';
import { resetLogo } from './logo-model.ts';
import { fillTheme } from './theme-model.ts';

/** Loads every section; returns the leave. */
export function openSettings(): () => void {
  void clientSettings.load().then(() => {
    const s = clientSettings.data.value;
    if (s) fillTheme(s);
  });
  void palettes.load();
  void domains.load();
  return () => {
    clientSettings.reset();
    palettes.reset();
    domains.reset();
    resetDomainForm();
    resetLogo();
    resetAudio();
  };
}
