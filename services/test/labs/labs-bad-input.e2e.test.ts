import { after, before, describe, it } from 'node:test';
import { assertBadInput, type FleetServices, openFleetClient, sampleLabForm } from '../support/fleet-admin.ts';

const api = '/api/v1/admin/kiosk';

describe('the labs API', () => {
  let f: FleetServices;
  let su: string;
  let client: string;
  before(async () => {
    ({ f, su, client } = await openFleetClient());
  });
  after(() => f.close());

  describe('refuses bad input with 400 naming the field, appending nothing', () => {
    const lab = () => f.deployLab(client);
    const form = () => {
      const { client_id: _c, ...rest } = sampleLabForm(client);
      return rest;
    };
    const cases: Array<[string, string, () => Promise<Record<string, unknown>>, string]> = [
      ['deployment/lab', 'without note', async () => ({ ...sampleLabForm(client), note: undefined }), 'note'],
      ['deployment/lab', 'with a blank address2', async () => sampleLabForm(client, { address2: ' ' }), 'address2'],
      [
        'deployment/lab',
        'without client_id',
        async () => ({ ...sampleLabForm(client), client_id: undefined }),
        'client_id',
      ],
      [
        'deployment/lab',
        'with a non-US time zone',
        async () => sampleLabForm(client, { timezone: 'Europe/Paris' }),
        'timezone',
      ],
      ['deployment/lab', 'with a ZIP that is not one', async () => sampleLabForm(client, { zip: 'ABCDE' }), 'zip'],
      ['deployment/lab', 'with is_paid "yes"', async () => sampleLabForm(client, { is_paid: 'yes' }), 'is_paid'],
      [
        'deployment/lab',
        'with a bad reservation email',
        async () => sampleLabForm(client, { reservation_email: 'nope' }),
        'reservation_email',
      ],
      ['edit/lab', 'with a blank lab_name', async () => ({ lab_id: await lab(), ...form(), lab_name: '' }), 'lab_name'],
      [
        'edit/lab',
        'moving the lab to another client',
        async () => ({ lab_id: await lab(), ...form(), client_id: await f.deployClient() }),
        'client_id',
      ],
      ['lab_admin_mode', 'with admin_mode 2', async () => ({ lab_id: await lab(), admin_mode: 2 }), 'admin_mode'],
      ['lab_admin_mode', 'with a lab_id that is not an id', async () => ({ lab_id: 'lab-1', admin_mode: 1 }), 'lab_id'],
      [
        'lab_schedule',
        "with '13:00 PM'",
        async () => ({ lab_id: await lab(), mo_start: '13:00 PM', mo_end: '11:00 PM' }),
        'mo_start',
      ],
      [
        'lab_schedule',
        "with '9:5 AM'",
        async () => ({ lab_id: await lab(), th_start: '9:5 AM', th_end: '11:00 PM' }),
        'th_start',
      ],
      [
        'lab_schedule',
        'with a start and no end',
        async () => ({ lab_id: await lab(), tu_start: '09:00 AM' }),
        'tu_end',
      ],
      [
        'lab_schedule',
        'with the end before the start',
        async () => ({ lab_id: await lab(), we_start: '05:00 PM', we_end: '09:00 AM' }),
        'we_end',
      ],
      [
        'lab_schedule',
        'with an unknown day field',
        async () => ({ lab_id: await lab(), xx_start: '09:00 AM' }),
        'xx_start',
      ],
      [
        'lab_override_schedule',
        'with an ISO date',
        async () => ({ lab_id: await lab(), date: '2026-05-01', is_paid: 0, is_closed: 1 }),
        'date',
      ],
      [
        'lab_override_schedule',
        'with a date under 8 characters',
        async () => ({ lab_id: await lab(), date: '5/1/26', is_paid: 0, is_closed: 1 }),
        'date',
      ],
      [
        'lab_override_schedule',
        'with February 30th',
        async () => ({ lab_id: await lab(), date: '02/30/2026', is_paid: 0, is_closed: 1 }),
        'date',
      ],
      [
        'lab_override_schedule',
        'with a start and no end',
        async () => ({ lab_id: await lab(), date: '05/01/2026', time_start: '10:00 AM', is_paid: 0, is_closed: 0 }),
        'time_end',
      ],
      [
        'lab_override_schedule',
        'without is_paid',
        async () => ({ lab_id: await lab(), date: '05/01/2026', is_closed: 1 }),
        'is_paid',
      ],
      ['delete/override_schedule', 'without id', async () => ({ lab_id: await lab() }), 'id'],
      ['delete/lab_allowedip', 'with an id that is not an id', async () => ({ lab_id: await lab(), id: 7 }), 'id'],
    ];
    for (const [route, what, body, field] of cases) {
      it(`POST ${route} ${what} → ${field}`, async () => {
        const payload = await body();
        await assertBadInput(f, () => f.post(`${api}/${route}`, payload, su), field);
      });
    }
    it('GET edit/lab without lab_id → lab_id', async () => {
      await assertBadInput(f, () => f.get(`${api}/edit/lab`, su), 'lab_id');
    });
    it('GET labs with a client_id that is not an id → client_id', async () => {
      await assertBadInput(f, () => f.get(`${api}/labs?client_id=abc`, su), 'client_id');
    });
  });
});
