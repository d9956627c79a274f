import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ClientDeployed,
  ClientNavAdded,
  ClientSsoSettingsSaved,
  ClientUpdated,
  ForbiddenError,
  fold,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type ClientCommand, type ClientFieldsData, clientDecider } from '../../src/clients/domain/client-decider.ts';
import { clientChangesFromUpdate, clientFieldsFromDeploy } from '../../src/clients/domain/client-form.ts';

let n = 0;
const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => `nav-${++n}` };
const superAdmin = { role: 4, client_id: null };
const ownAdmin = { role: 3, client_id: 'c1' };
const otherAdmin = { role: 3, client_id: 'c2' };
const fields: ClientFieldsData = {
  name: 'Arcade One',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-123-4567',
  phone2: null,
  address1: null,
  address2: null,
  city: 'Chicago',
  state: 'IL',
  zip: null,
  note: null,
  date_of_birth: null,
  is_active: true,
};
const given = DeciderSpecification.for(clientDecider, ctx);
const deployed = [ClientDeployed.of(fields)];

describe('the client decider', () => {
  describe('when a client is deployed', () => {
    it('then ClientDeployed and 24 navs A1–A12, B1–B12 in the same commit', () => {
      const events = given([])
        .when({ type: 'Deploy', actor: superAdmin, fields })
        .thenEvents((decided) => {
          assert.deepEqual(decided[0], ClientDeployed.of(fields));
          const navs = decided.slice(1).map((e) => (e.type === 'ClientNavAdded' ? e.data.license : ''));
          assert.equal(navs.length, 24);
          assert.deepEqual(navs.slice(0, 2), ['A1', 'A2']);
          assert.deepEqual(navs.slice(-1), ['B12']);
        });
      const state = fold(clientDecider, events);
      assert.equal(state.status === 'deployed' && state.navs.size, 24);
    });

    it('by a client admin, then it refuses: only a super admin deploys clients', () => {
      given([]).when({ type: 'Deploy', actor: ownAdmin, fields }).thenThrows(ForbiddenError);
    });
  });

  describe('given a deployed client', () => {
    it('when its own client admin edits the name, then ClientUpdated with every field after the edit', () => {
      const changes = { name: 'Arcade Two', city: null };
      given(deployed)
        .when({ type: 'Update', actor: ownAdmin, client_id: 'c1', changes })
        .thenEvents([ClientUpdated.of({ ...fields, name: 'Arcade Two', city: null })]);
    });

    it("when another client's admin edits it, then 403", () => {
      const command: ClientCommand = { type: 'Update', actor: otherAdmin, client_id: 'c1', changes: { name: 'x' } };
      given(deployed).when(command).thenThrows(ForbiddenError);
    });

    it('when its client admin deactivates it, then 403: that is the super admin’s call', () => {
      const command = { type: 'Update' as const, actor: ownAdmin, client_id: 'c1', changes: { is_active: false } };
      given(deployed).when(command).thenThrows(ForbiddenError);
      given(deployed)
        .when({ ...command, actor: superAdmin })
        .thenEvents((events) => assert.equal(events.length, 1));
    });

    it('when an edit changes nothing, then no event', () => {
      given(deployed)
        .when({ type: 'Update', actor: superAdmin, client_id: 'c1', changes: { name: fields.name } })
        .thenNothingHappened();
    });

    it('when SSO is activated without certs, then 400 naming certs', () => {
      const sso = { active: true, entity: 'urn:idp', login: 'https://idp/login', logout: 'https://idp/logout' };
      given(deployed)
        .when({ type: 'SaveSso', actor: superAdmin, sso })
        .thenThrows(ValidationError, (e) => e.data.field === 'certs');
    });

    const V3_DEFAULTS = {
      metadata_url: null,
      oidc_client_secret: null,
      attribute_preset: 'generic' as const,
      attribute_email: null,
      attribute_first_name: null,
      attribute_last_name: null,
    };

    it('when SSO is saved complete, then ClientSsoSettingsSaved; turning it off later keeps the settings', () => {
      const sso = { active: true, entity: 'urn:idp', login: 'https://l', logout: 'https://o', certs: 'PEM' };
      const saved = given(deployed)
        .when({ type: 'SaveSso', actor: superAdmin, sso })
        .thenEvents([ClientSsoSettingsSaved.of({ ...sso, ...V3_DEFAULTS, protocol: 'saml', oidc_client_id: null })]);
      given([...deployed, ...saved])
        .when({ type: 'SaveSso', actor: superAdmin, sso: { active: false } })
        .thenEvents([
          ClientSsoSettingsSaved.of({ ...sso, ...V3_DEFAULTS, protocol: 'saml', oidc_client_id: null, active: false }),
        ]);
    });

    it('reads a version 1 ClientSsoSettingsSaved, stored when every client used SAML, as SAML', () => {
      const v1 = { active: true, entity: 'urn:idp', login: 'https://l', logout: 'https://o', certs: 'PEM' };
      assert.deepEqual(ClientSsoSettingsSaved.upcast(v1, 1), {
        ...v1,
        ...V3_DEFAULTS,
        protocol: 'saml',
        oidc_client_id: null,
      });
    });

    it('reads a version 2 ClientSsoSettingsSaved, stored before attribute mapping and client secrets, with the generic names and no secret', () => {
      const v2 = {
        active: true,
        protocol: 'oidc',
        entity: 'https://i',
        login: null,
        logout: null,
        certs: null,
        oidc_client_id: 'gp',
      };
      assert.deepEqual(ClientSsoSettingsSaved.upcast(v2, 2), { ...v2, ...V3_DEFAULTS });
    });

    it('when OpenID Connect is saved with its issuer and client id, then ClientSsoSettingsSaved; without the client id, 400', () => {
      const sso = { active: true, protocol: 'oidc' as const, entity: 'https://issuer.example', oidc_client_id: 'gp' };
      given(deployed)
        .when({ type: 'SaveSso', actor: superAdmin, sso })
        .thenEvents([ClientSsoSettingsSaved.of({ ...sso, ...V3_DEFAULTS, login: null, logout: null, certs: null })]);
      given(deployed)
        .when({ type: 'SaveSso', actor: superAdmin, sso: { ...sso, oidc_client_id: null } })
        .thenThrows(ValidationError, (e) => e.data.field === 'oidc_client_id');
    });

    it('when a client admin saves SSO, then 403', () => {
      given(deployed)
        .when({ type: 'SaveSso', actor: ownAdmin, sso: { active: false } })
        .thenThrows(ForbiddenError);
    });
  });

  it('given nothing, when edited, then 404', () => {
    const command = { type: 'Update' as const, actor: superAdmin, client_id: 'c1', changes: { name: 'x' } };
    given([]).when(command).thenThrows(NotFoundError);
  });

  it('folds navs added after the deploy as well', () => {
    const state = fold(clientDecider, [ClientDeployed.of(fields), ClientNavAdded.of({ nav_id: 'n1', license: 'C1' })]);
    assert.equal(state.status === 'deployed' && state.navs.get('n1'), 'C1');
  });
});

describe('the client forms', () => {
  it('name a new client after its contact when the form leaves the name out, and default it to active', () => {
    const f = clientFieldsFromDeploy({
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: 'a@b.co',
      phone: '555-123-4567',
    });
    assert.equal(f.name, 'Ada Lovelace');
    assert.equal(f.first_name, 'Ada');
    assert.equal(f.is_active, true);
    assert.equal(
      clientFieldsFromDeploy({ first_name: 'A', email: 'a@b.co', phone: '5551234567', is_active: 0 }).is_active,
      false,
    );
  });

  it('refuse a blank first name, a phone that is not one and an impossible date of birth, naming the field', () => {
    const base = { first_name: 'A', email: 'a@b.co', phone: '555-123-4567' };
    const field = (f: () => unknown, name: string) =>
      assert.throws(f, (e: unknown) => e instanceof ValidationError && e.data.field === name);
    field(() => clientFieldsFromDeploy({ ...base, first_name: '  ' }), 'first_name');
    field(() => clientFieldsFromDeploy({ ...base, phone: 'call me' }), 'phone');
    field(() => clientFieldsFromDeploy({ ...base, phone2: '12' }), 'phone2');
    field(() => clientFieldsFromDeploy({ ...base, date_of_birth: '02/30/1990' }), 'date_of_birth');
  });

  it('store a date of birth as ISO and read an empty optional field as none', () => {
    const f = clientFieldsFromDeploy({
      first_name: 'A',
      email: 'a@b.co',
      phone: '555-123-4567',
      date_of_birth: '5/31/1990',
      city: '',
    });
    assert.equal(f.date_of_birth, '1990-05-31');
    assert.equal(f.city, null);
  });

  it('let an edit leave fields out (kept) or clear them (sent empty)', () => {
    const changes = clientChangesFromUpdate({ name: 'N', email: 'a@b.co', phone: '555-123-4567', city: '' });
    assert.deepEqual(changes, { name: 'N', email: 'a@b.co', phone: '555-123-4567', city: null });
  });
});
