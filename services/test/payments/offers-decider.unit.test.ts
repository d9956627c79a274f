import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ForbiddenError,
  NotFoundError,
  OfferCreated,
  OfferDeleted,
  OfferEdited,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { offerDecider } from '../../src/payments/domain/offer-decider.ts';
import { centsOf, readOfferForm } from '../../src/payments/domain/offer-form.ts';

const given = DeciderSpecification.for(offerDecider);
const admin = { role: 3, client_id: 'c1' };
const otherAdmin = { role: 3, client_id: 'c2' };
const superAdmin = { role: 4, client_id: null };
const form = readOfferForm({ name: ' One hour ', minutes: 60, usd_cost: 9.99 });
const lab = { id: 'l1', client_id: 'c1' };
const created = OfferCreated.of({ offer_id: 'o1', client_id: 'c1', ...form });

describe('the offer decider', () => {
  it('given nothing, when a client admin makes an offer for their client, then OfferCreated with the price in cents', () => {
    given([])
      .when({ type: 'Create', actor: admin, offer_id: 'o1', client_id: 'c1', form, lab: null })
      .thenEvents([created]);
    assert.equal(form.price_cents, 999);
    assert.equal(form.name, 'One hour');
    assert.equal(form.active, true);
  });
  it('given nothing, when a client admin makes an offer for another client, then 403; a super admin may', () => {
    given([])
      .when({ type: 'Create', actor: otherAdmin, offer_id: 'o1', client_id: 'c1', form, lab: null })
      .thenThrows(ForbiddenError);
    given([])
      .when({ type: 'Create', actor: superAdmin, offer_id: 'o1', client_id: 'c1', form, lab: null })
      .thenEvents([created]);
  });
  it("refuses a lab of another client, or no such lab, naming lab_id; takes the client's own lab", () => {
    const forLab = { ...form, lab_id: 'l1' };
    given([])
      .when({
        type: 'Create',
        actor: admin,
        offer_id: 'o1',
        client_id: 'c1',
        form: forLab,
        lab: { id: 'l1', client_id: 'c2' },
      })
      .thenThrows(ValidationError, (e) => e.data.field === 'lab_id');
    given([])
      .when({ type: 'Create', actor: admin, offer_id: 'o1', client_id: 'c1', form: forLab, lab: null })
      .thenThrows(ValidationError);
    given([])
      .when({ type: 'Create', actor: admin, offer_id: 'o1', client_id: 'c1', form: forLab, lab })
      .thenEvents([OfferCreated.of({ offer_id: 'o1', client_id: 'c1', ...forLab })]);
  });
  it('given an offer, when it is saved changed, then OfferEdited; unchanged, nothing', () => {
    const cheaper = { ...form, price_cents: 499 };
    given([created])
      .when({ type: 'Edit', actor: admin, form: cheaper, lab: null })
      .thenEvents([OfferEdited.of(cheaper)]);
    given([created]).when({ type: 'Edit', actor: admin, form, lab: null }).thenNothingHappened();
  });
  it("given another client's offer, when a client admin edits or deletes it, then 403", () => {
    given([created]).when({ type: 'Edit', actor: otherAdmin, form, lab: null }).thenThrows(ForbiddenError);
    given([created]).when({ type: 'Delete', actor: otherAdmin }).thenThrows(ForbiddenError);
  });
  it('given a deleted offer, editing it is 404 and deleting it again does nothing; no offer is 404', () => {
    given([created])
      .when({ type: 'Delete', actor: admin })
      .thenEvents([OfferDeleted.of({})]);
    given([created, OfferDeleted.of({})])
      .when({ type: 'Edit', actor: admin, form, lab: null })
      .thenThrows(NotFoundError);
    given([created, OfferDeleted.of({})])
      .when({ type: 'Delete', actor: admin })
      .thenNothingHappened();
    given([]).when({ type: 'Delete', actor: admin }).thenThrows(NotFoundError);
  });
  it('refuses a price with a fraction of a cent instead of rounding it', () => {
    assert.equal(centsOf(19.99), 1999);
    assert.equal(centsOf(0.5), 50);
    assert.throws(() => centsOf(1.005), ValidationError);
    assert.throws(() => readOfferForm({ name: '  ', minutes: 1, usd_cost: 1 }), ValidationError);
  });
});
