// Clients whose people sign in through a source of their own (an LDAP directory, a library
// system over SIP2), each with a lab and one pod, made through the console's API as a super
// admin makes them.

import { type DemoApi, demoApi, deployDemoPod, ensureClient, ensureLab } from '@gamepod/testbed';
import { kioskSession, postJson } from './login-class.ts';

export type SourceClient = {
  readonly clientId: string;
  /** The pod's kiosk session: what `/user/login` is sent with. */
  readonly sessionKey: string;
  /** Saves the client's source again (e.g. pointed elsewhere): the next sign-in builds it anew. */
  save(source: Record<string, unknown>): Promise<void>;
};

/** The console's API as the demo's super admin (`super@demo.test`, signed in with the password). */
export async function superAdminApi(apiUrl: string, password: string): Promise<DemoApi> {
  const res = await postJson<{ token: string }>(`${apiUrl}/api/v1/admin/login`, {
    username: 'super@demo.test',
    password,
  });
  if (res.status !== 200) throw new Error(`super admin login failed: ${res.status} ${res.body.message}`);
  return demoApi(apiUrl, res.body.data.token);
}

/** A client named `name` with one lab and one pod, signing its people in through `source`. */
export async function sourceClient(
  a: DemoApi,
  apiUrl: string,
  name: string,
  source: Record<string, unknown>,
): Promise<SourceClient> {
  const clientId = await ensureClient(a, {
    first_name: name,
    email: `${name.toLowerCase()}@bench.test`,
    phone: '555-010-0300',
  });
  const labId = await ensureLab(a, clientId, `${name} Room`, 0);
  const navs = (await a.get(`/admin/kiosk/navs?client_id=${clientId}`)).navs as Array<{ id: string }>;
  const podKey = await deployDemoPod(a, { clientId, labId, navId: navs[0]?.id ?? '', ip: '10.0.2.10' });
  const save = async (s: Record<string, unknown>) => {
    await a.post('/admin/kiosk/client/save_sign_in_source', { client_id: clientId, ...s });
  };
  await save(source);
  return { clientId, sessionKey: await kioskSession(`${apiUrl}/api/v1`, podKey), save };
}
