import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@gamepod/services';

/** Where each demo role signs in: the console takes client and super admins only. */
const SIGNS_IN: Readonly<Record<number, readonly [role: string, where: string]>> = {
  1: ['player', "a demo pod's kiosk"],
  2: ['facilitator', "a demo pod's kiosk"],
  3: ['client admin', "the admin console, or a demo pod's kiosk"],
  4: ['super admin', "the admin console, or any pod's kiosk"],
  5: ['restricted admin', "a demo pod's kiosk only (its admin dashboard); the console refuses it"],
};

/**
 * The demo accounts for `npm start`'s banner: each email, its role and where it signs in,
 * under the one password they share.
 */
export function demoAccountsBanner(): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length)) + 2;
  return [
    `  demo accounts (password ${DEMO_PASSWORD}):`,
    ...[...DEMO_ACCOUNTS]
      .sort((a, b) => a.role - b.role)
      .map((a) => {
        const [role, where] = SIGNS_IN[a.role] ?? ['', ''];
        return `    ${a.email.padEnd(width)}${role.padEnd(18)}${where}`;
      }),
  ];
}
