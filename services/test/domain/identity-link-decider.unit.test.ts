import { describe, it } from 'node:test';
import { ConflictError, SourceIdentityLinked, SsoIdentityLinked } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { sourceIdentityDecider } from '../../src/sign-in-sources/domain/source-identity-decider.ts';
import { ssoIdentityDecider } from '../../src/sso/domain/sso-identity-decider.ts';

const clock = { now: new Date('2026-06-01T12:00:00Z'), newId: () => 'id-1' };
const card = { client_id: 'client-1', source: 'sip2', external_id: '21000100010001' } as const;
const subject = { client_id: 'client-1', protocol: 'oidc', issuer: 'https://idp.test', subject: 'sub-1' } as const;

describe("an outside identity's link to an account", () => {
  describe('a card or directory entry', () => {
    const given = DeciderSpecification.for(sourceIdentityDecider, clock);
    it('given no link, when linked, then SourceIdentityLinked to that account', () => {
      given([])
        .when({ type: 'Link', ...card, user_id: 'user-1' })
        .thenEvents([SourceIdentityLinked.of({ ...card, user_id: 'user-1' })]);
    });
    it('given a link to the account, when linked to it again, then nothing', () => {
      given([SourceIdentityLinked.of({ ...card, user_id: 'user-1' })])
        .when({ type: 'Link', ...card, user_id: 'user-1' })
        .thenEvents([]);
    });
    it('given a link to another account, when linked, then a conflict that names the card', () => {
      given([SourceIdentityLinked.of({ ...card, user_id: 'user-1' })])
        .when({ type: 'Link', ...card, user_id: 'user-2' })
        .thenThrows(ConflictError, (e) => /card or directory entry/.test(e.message));
    });
  });

  describe('a subject at an SSO issuer', () => {
    const given = DeciderSpecification.for(ssoIdentityDecider, clock);
    it('given no link, when linked, then SsoIdentityLinked to that account', () => {
      given([])
        .when({ type: 'Link', ...subject, user_id: 'user-1' })
        .thenEvents([SsoIdentityLinked.of({ ...subject, user_id: 'user-1' })]);
    });
    it('given a link to another account, when linked, then a conflict', () => {
      given([SsoIdentityLinked.of({ ...subject, user_id: 'user-1' })])
        .when({ type: 'Link', ...subject, user_id: 'user-2' })
        .thenThrows(ConflictError, (e) => /already linked to another account/.test(e.message));
    });
  });
});
