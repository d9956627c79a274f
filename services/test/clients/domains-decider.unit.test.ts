import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ClientDomainAdded,
  ClientDomainRemoved,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import {
  type ClientDomainsCommand,
  clientDomainsDecider,
  emailDomainAllowed,
  normaliseDomain,
} from '../../src/clients/domain/client-domains-decider.ts';

const ctx = { now: new Date('2026-12-01T12:00:00Z'), newId: () => 'd-new' };
const admin = { role: 3, client_id: 'c1' };
const given = DeciderSpecification.for(clientDomainsDecider, ctx);
const add = (domain: string, actor = admin, client_id = 'c1'): ClientDomainsCommand => ({
  type: 'Add',
  actor,
  client_id,
  client_exists: true,
  domain,
});
const listed = [ClientDomainAdded.of({ domain_id: 'd1', domain: 'example.edu' })];

describe('the client domains decider', () => {
  it('given no domains, when a client admin adds " @Example.EDU ", then ClientDomainAdded with example.edu', () => {
    given([])
      .when(add(' @Example.EDU '))
      .thenEvents([ClientDomainAdded.of({ domain_id: 'd-new', domain: 'example.edu' })]);
  });
  it('given example.edu, when it is added again, then 409', () => {
    given(listed).when(add('EXAMPLE.edu')).thenThrows(ConflictError);
  });
  it('given nothing, when something that is not a domain is added, then 400 admin-setting-domain-error', () => {
    for (const bad of ['', 'localhost', 'exa mple.com', 'a@b.com', '-x.com', 'example.c0m']) {
      given([])
        .when(add(bad))
        .thenThrows(ValidationError, (err) => err.data.msg_key === 'admin-setting-domain-error');
    }
  });
  it('given nothing, when another client’s admin, a facilitator or a missing client adds, then 403 / 404', () => {
    given([])
      .when(add('x.com', { role: 3, client_id: 'c2' }))
      .thenThrows(ForbiddenError);
    given([])
      .when(add('x.com', { role: 2, client_id: 'c1' }))
      .thenThrows(ForbiddenError);
    given([])
      .when({ ...add('x.com'), client_exists: false } as ClientDomainsCommand)
      .thenThrows(NotFoundError);
  });
  it('given example.edu, when a super admin removes it, then ClientDomainRemoved; an unknown id is 404', () => {
    const remove = (domain_id: string): ClientDomainsCommand => ({
      type: 'Remove',
      actor: { role: 4, client_id: null },
      client_id: 'c1',
      domain_id,
    });
    given(listed)
      .when(remove('d1'))
      .thenEvents([ClientDomainRemoved.of({ domain_id: 'd1', domain: 'example.edu' })]);
    given(listed).when(remove('d9')).thenThrows(NotFoundError);
  });
  it('normalises and matches email domains: the domain or a subdomain; an empty list allows all', () => {
    assert.equal(normaliseDomain('@Mail.Example.EDU'), 'mail.example.edu');
    assert.equal(emailDomainAllowed('pat@example.edu', ['example.edu']), true);
    assert.equal(emailDomainAllowed('pat@MAIL.example.edu', ['example.edu']), true);
    assert.equal(emailDomainAllowed('pat@badexample.edu', ['example.edu']), false);
    assert.equal(emailDomainAllowed('pat@gmail.com', ['example.edu', 'school.org']), false);
    assert.equal(emailDomainAllowed('pat@gmail.com', []), true);
  });
});
