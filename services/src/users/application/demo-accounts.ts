import type { EventStore } from '@gamepod/event-store';
import { ConflictError } from '@gamepod/events';
import type { ReadModelWatcher } from '@gamepod/projections';
import { CLIENT_ADMIN, FACILITATOR, PLAYER, RESTRICTED_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { createAccount, emailTaken } from './accounts.ts';
import { IDENTITY_ACTOR } from './identity-deps.ts';

/** The demo password of every demo account (identity contract). */
export const DEMO_PASSWORD = 'gamepod-demo';

/** The demo accounts: one per role, all on the demo client but the super admin. */
export const DEMO_ACCOUNTS = [
  { email: 'player@demo.test', role: PLAYER, first_name: 'Pat' },
  { email: 'facilitator@demo.test', role: FACILITATOR, first_name: 'Fran' },
  { email: 'admin@demo.test', role: CLIENT_ADMIN, first_name: 'Ada' },
  { email: 'restricted@demo.test', role: RESTRICTED_ADMIN, first_name: 'Rene' },
  { email: 'super@demo.test', role: SUPER_ADMIN, first_name: 'Sam' },
] as const;

export type DemoAccountDeps = {
  readonly store: EventStore;
  readonly checkpoints: ReadModelWatcher;
  readonly clock?: () => Date;
};

/**
 * Creates the demo accounts that do not exist yet, with password 'gamepod-demo'. Running it
 * again changes nothing: each email's claim in the log says it is there already.
 *
 * @example await seedDemoAccounts(deps, { client_id: demoClientId });
 */
export async function seedDemoAccounts(
  deps: DemoAccountDeps,
  opts: { readonly client_id: string },
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const full = { ...deps, clock: deps.clock ?? (() => new Date()) };
  for (const account of DEMO_ACCOUNTS) {
    if (await emailTaken(deps.store, account.email)) continue;
    const made = await createAccount(
      full,
      {
        email: account.email,
        role: account.role,
        client_id: account.role === SUPER_ADMIN ? null : opts.client_id,
        first_name: account.first_name,
        last_name: 'Demo',
        phone: '555-010-0100',
        dob: '1990-01-01',
        stream_default: false,
        pro: false,
        is_active: true,
        password: DEMO_PASSWORD,
      },
      { actor: IDENTITY_ACTOR },
    ).catch((err: unknown) => {
      // another instance seeding at the same moment won the claim: the account is there
      if (err instanceof ConflictError) return null;
      throw err;
    });
    if (made) created.push(account.email);
  }
  return { created };
}
