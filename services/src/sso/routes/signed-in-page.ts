import { ssoPage } from './sso-page.ts';

/** The page a browser shows once the station is signed in: the sign-in itself happens on the station. */
export function signedInPage(navName: string | null): string {
  const where = navName ? `**${navName.replace(/\*/g, '')}**` : 'the station';
  return ssoPage({
    tone: 'ok',
    title: 'You are signed in',
    lines: [`Your session is starting on ${where}.`, 'Head back to the station to play. You can close this page.'],
  });
}
