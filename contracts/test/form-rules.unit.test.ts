import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLE_IDS } from '../src/catalogues/role-ids.ts';
import { GAME_DEPLOY_FORM_RULES, GAME_FORM_RULES } from '../src/http/admin/game/game-form-rules.ts';
import { CLIENT_EDIT_FORM_RULES } from '../src/http/admin/kiosk/client-form-rules.ts';
import { LAB_DEPLOY_FORM_RULES, LAB_FORM_RULES } from '../src/http/admin/kiosk/lab-form-rules.ts';
import { POD_FORM_RULES, POD_MAC_CHECK_RULES } from '../src/http/admin/kiosk/pod-form-rules.ts';
import { USER_CREATE_FORM_RULES, USER_EDIT_FORM_RULES } from '../src/http/admin/kiosk/user-form-rules.ts';
import { RESERVATION_FORM_RULES } from '../src/http/admin/reservation-form-rules.ts';
import { ALERT_FORM_RULES } from '../src/http/common/alert-form-rules.ts';
import { formRules, isBlank, missingFields, requiredFields } from '../src/http/form-rules.ts';
import { SIGNUP_PROFILE_FORM_RULES } from '../src/http/user/signup-form-rules.ts';

type Body = { title?: string | null; kind?: string; tags?: string[]; scope?: string; owner?: string; count?: number };

// given a form: title always, tags always, owner only for a super admin and only when scope is 'own'
const rules = formRules<Body>()({
  msg_key: 'generic-required-message',
  fields: [
    { field: 'title' },
    { field: 'tags' },
    { field: 'owner', roles: [ROLE_IDS.superAdmin], when: (body) => body.scope === 'own' },
    { field: 'count' },
  ],
});
const filledIn: Body = { title: 'A', tags: ['x'], scope: 'own', owner: 'me', count: 0 };
const fieldsOf = (errors: readonly { field: string }[]) => errors.map((e) => e.field);

describe('missingFields', () => {
  describe('given a body with every required field filled in', () => {
    it('when checked, then nothing is missing (0 counts as filled in)', () => {
      assert.deepEqual(missingFields(rules, filledIn, { role: ROLE_IDS.superAdmin }), []);
    });
  });

  describe('given blank text, null, an empty list and an absent field', () => {
    it('when checked, then each is missing, in the rules’ order', () => {
      const body: Body = { title: '   ', tags: [], scope: 'own' };
      assert.deepEqual(fieldsOf(missingFields(rules, body, { role: ROLE_IDS.superAdmin })), [
        'title',
        'tags',
        'owner',
        'count',
      ]);
      assert.deepEqual(fieldsOf(missingFields(rules, { ...filledIn, title: null })), ['title']);
    });
  });

  describe('given a field required for some roles only', () => {
    it('when another role (or no role) fills the form in, then it is not asked for', () => {
      const body: Body = { ...filledIn, owner: '' };
      assert.deepEqual(fieldsOf(missingFields(rules, body, { role: ROLE_IDS.clientAdmin })), []);
      assert.deepEqual(fieldsOf(missingFields(rules, body)), []);
      assert.deepEqual(fieldsOf(missingFields(rules, body, { role: ROLE_IDS.superAdmin })), ['owner']);
    });
  });

  describe('given a field required on a condition of the body', () => {
    it('when the condition does not hold, then it is not asked for', () => {
      const body: Body = { ...filledIn, scope: 'all', owner: '' };
      assert.deepEqual(missingFields(rules, body, { role: ROLE_IDS.superAdmin }), []);
      assert.deepEqual(requiredFields(rules, body, { role: ROLE_IDS.superAdmin }), ['title', 'tags', 'count']);
    });
  });

  describe('given a form whose refusal names the field and sends no key', () => {
    it('when a field is missing, then the 400 says `<field>: is required` with data.field only', () => {
      assert.deepEqual(missingFields(rules, { ...filledIn, title: '' })[0], {
        field: 'title',
        message: 'title: is required',
        data: { field: 'title' },
      });
    });
  });

  describe('given a form with one message that sends its key, and a field with its own key', () => {
    const keyed = formRules<Body>()({
      msg_key: 'generic-required-message',
      message: 'Please fill all required fields',
      sendsKey: true,
      fields: [{ field: 'title' }, { field: 'kind', msg_key: 'kind-warning', message: 'kind-warning' }],
    });
    it('when both are missing, then each refusal carries its own message and key', () => {
      assert.deepEqual(missingFields(keyed, {}), [
        {
          field: 'title',
          message: 'Please fill all required fields',
          data: { field: 'title', msg_key: 'generic-required-message' },
        },
        { field: 'kind', message: 'kind-warning', data: { field: 'kind', msg_key: 'kind-warning' } },
      ]);
    });
  });
});

describe('isBlank', () => {
  it('is true of absent, null, blank text and an empty list; false of numbers, booleans and text', () => {
    for (const v of [undefined, null, '', ' \t', []]) assert.equal(isBlank(v), true, JSON.stringify(v));
    for (const v of [0, 1, false, 'a', ['a']]) assert.equal(isBlank(v), false, JSON.stringify(v));
  });
});

describe('the forms’ rules', () => {
  const lab = { lab_name: 'L', address1: 'a', address2: 'b', city: 'c', state: 'IL', zip: '62701', note: 'n' };

  it('Deploy New Lab asks for the client first, Edit Lab for the lab’s own text only', () => {
    assert.deepEqual(fieldsOf(missingFields(LAB_DEPLOY_FORM_RULES, { ...lab, client_id: '', note: ' ' })), [
      'client_id',
      'note',
    ]);
    assert.deepEqual(fieldsOf(missingFields(LAB_FORM_RULES, { ...lab, note: ' ' })), ['note']);
  });

  it('the client edit asks for a first name only when one is sent', () => {
    const client = { name: 'N', email: 'e@x.io', phone: '555-123-4567' };
    assert.deepEqual(missingFields(CLIENT_EDIT_FORM_RULES, client), []);
    assert.deepEqual(fieldsOf(missingFields(CLIENT_EDIT_FORM_RULES, { ...client, first_name: '' })), ['first_name']);
  });

  describe('Create User and Edit User', () => {
    const superAdmin = { role: ROLE_IDS.superAdmin };
    const clientAdmin = { role: ROLE_IDS.clientAdmin };

    it('a super admin picks the client of every role but super admin; a client admin never does', () => {
      const body = { user_role: 2, email: 'a@b.io', password: 'p', password_again: 'p' };
      assert.deepEqual(fieldsOf(missingFields(USER_CREATE_FORM_RULES, body, superAdmin)), ['client_id']);
      assert.deepEqual(missingFields(USER_CREATE_FORM_RULES, { ...body, user_role: 4 }, superAdmin), []);
      assert.deepEqual(missingFields(USER_CREATE_FORM_RULES, body, clientAdmin), []);
    });

    it('players give name, birth date and phone; new client admins too, edited ones a name only', () => {
      const player = { user_role: '1', email: 'a@b.io', password: 'p', password_again: 'p' };
      assert.deepEqual(fieldsOf(missingFields(USER_CREATE_FORM_RULES, player, clientAdmin)), ['name', 'dob', 'phone']);
      const admin = { ...player, user_role: 3 };
      assert.deepEqual(fieldsOf(missingFields(USER_CREATE_FORM_RULES, admin, clientAdmin)), ['name', 'dob', 'phone']);
      assert.deepEqual(fieldsOf(missingFields(USER_EDIT_FORM_RULES, admin, clientAdmin)), ['name']);
    });

    it('Edit User asks for both passwords only once one is typed in, and says so in one message', () => {
      const body = { user_role: 2, email: 'a@b.io', password: '', password_again: '' };
      assert.deepEqual(missingFields(USER_EDIT_FORM_RULES, body, clientAdmin), []);
      assert.deepEqual(missingFields(USER_EDIT_FORM_RULES, { ...body, password: 'secret12' }, clientAdmin), [
        {
          field: 'password_again',
          message: 'Please fill all required fields',
          data: { field: 'password_again' },
        },
      ]);
    });
  });
});

describe('the forms’ rules for lists, keys of their own and the window', () => {
  it('a game names no platform with none or blanks, and a new game needs its poster', () => {
    const game = {
      title: 'T',
      search_title: 't',
      platform: 'none',
      esrb: 'E',
      released: '05/31/2024',
      genre: 'Action',
      type: 'local',
      status: 'active',
      is_survey_only: '0',
    };
    assert.deepEqual(fieldsOf(missingFields(GAME_FORM_RULES, game)), ['platform']);
    assert.deepEqual(fieldsOf(missingFields(GAME_FORM_RULES, { ...game, platform: ' , xb' })), []);
    assert.deepEqual(fieldsOf(missingFields(GAME_DEPLOY_FORM_RULES, { ...game, platform: ['ps'], image: null })), [
      'image',
    ]);
  });

  it('a reservation needs one pod key and one email at least, and says so with its key', () => {
    const reservation = {
      lab_id: 'l',
      start_date: '05/31/2026',
      start_time: '02:30 PM',
      end_date: '05/31/2026',
      end_time: '04:30 PM',
      pods_list: ' , ',
      emails_list: ' ;\n',
      group_name: 'Team',
    };
    assert.deepEqual(missingFields(RESERVATION_FORM_RULES, reservation), [
      {
        field: 'pods_list',
        message: 'Please fill all required fields',
        data: { field: 'pods_list', msg_key: 'generic-required-message' },
      },
      {
        field: 'emails_list',
        message: 'Please fill all required fields',
        data: { field: 'emails_list', msg_key: 'generic-required-message' },
      },
    ]);
    assert.deepEqual(
      missingFields(RESERVATION_FORM_RULES, { ...reservation, pods_list: ['P1'], emails_list: 'a@b.io' }),
      [],
    );
  });

  it('a blank MAC answers admin-pod-mac-address-warning, in the pod form and the MAC check alike', () => {
    const warning = {
      field: 'mac_address',
      message: 'admin-pod-mac-address-warning',
      data: { field: 'mac_address', msg_key: 'admin-pod-mac-address-warning' },
    };
    assert.deepEqual(missingFields(POD_MAC_CHECK_RULES, { mac_address: ' ' }), [warning]);
    const pod = {
      ip_address: '10.0.0.5',
      mac_address: '',
      client_id: 'c',
      lab_id: 'l',
      pod_type_id: 1,
      nav_id: 'n',
      seat: 'ACTIVE',
    };
    assert.deepEqual(missingFields(POD_FORM_RULES, pod), [warning]);
  });

  it('sign-up step 2 answers a blank mobile number or birth date with its format’s key', () => {
    const profile = { first_name: 'Pat', phone: ' ', dob: '' };
    assert.deepEqual(
      missingFields(SIGNUP_PROFILE_FORM_RULES, profile).map((e) => e.data),
      [
        { field: 'phone', msg_key: 'register-phone-limit-error' },
        { field: 'dob', msg_key: 'register-dob-format-error' },
      ],
    );
    assert.deepEqual(missingFields(SIGNUP_PROFILE_FORM_RULES, { ...profile, first_name: '' })[0]?.data, {
      field: 'first_name',
      msg_key: 'generic-required-message',
    });
  });

  it('an alert’s window needs its other end once one is given; a super admin picks the scope', () => {
    const alert = { text_head: 'H', type: 'check', enable: 0 };
    assert.deepEqual(missingFields(ALERT_FORM_RULES, alert, { role: ROLE_IDS.clientAdmin }), []);
    assert.deepEqual(fieldsOf(missingFields(ALERT_FORM_RULES, alert, { role: ROLE_IDS.superAdmin })), ['scope']);
    const started = { ...alert, active_start: '07/04/2027 09:30 PM' };
    assert.deepEqual(fieldsOf(missingFields(ALERT_FORM_RULES, started, { role: ROLE_IDS.clientAdmin })), [
      'active_untill',
    ]);
  });
});
