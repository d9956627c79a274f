import type { ClientDeployed, EventData, PodDeployed } from '../../src/index.ts';

/** A valid ClientDeployed payload; tests override what they assert on. */
export function sampleClientData(
  over: Partial<EventData<typeof ClientDeployed>> = {},
): EventData<typeof ClientDeployed> {
  const name = over.name ?? 'Venue';
  return {
    name,
    first_name: name,
    last_name: null,
    email: 'venue@example.com',
    phone: '555-123-4567',
    phone2: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    note: null,
    date_of_birth: null,
    is_active: true,
    ...over,
  };
}

type PodFields = Omit<EventData<typeof PodDeployed>, 'client_id' | 'pod_id_key'>;

/** The pod form part of a valid PodDeployed payload; tests override what they assert on. */
export function samplePodFields(over: Partial<PodFields> = {}): PodFields {
  return {
    lab_id: 'lab-1',
    mac_address: 'AA:BB:CC:DD:EE:FF',
    ip_address: '10.0.0.1',
    pod_type_id: 1,
    nav_id: 'nav-1',
    nav_id_left: null,
    nav_id_right: null,
    nav_id_rear: null,
    lan_ip: null,
    wan_ip: null,
    xd1: 'xb',
    xd2: 'na',
    seat: 'ACTIVE',
    note: null,
    is_active: true,
    with_keyboard: true,
    pro: false,
    ...over,
  };
}
