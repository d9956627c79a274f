import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OfferRow, PlayerOffer } from '@gamepod/contracts/http';
import { offersProjection } from '@gamepod/projections';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

const LIST = '/api/v1/admin/offers/list';
const SAVE = '/api/v1/admin/offers/save';
const DELETE = '/api/v1/admin/offers/delete';
const PLAYER = '/api/v1/user/player_offers';

type Page = { offers: OfferRow[]; current_page: number; last_page: number; total_rows: number; status_text: string };

describe('offers of paid time: /admin/offers/* and /user/player_offers', () => {
  let f: KioskServices;
  let own: TestClient;
  let other: TestClient;
  let ownLab: string;
  let secondLab: string;
  let otherLab: string;
  let pod: KioskPod;
  let admin: string;
  let otherAdmin: string;
  let su: string;
  let player: string;

  before(async () => {
    f = await openKioskServices({ extra: [offersProjection] });
    own = await f.client();
    other = await f.client();
    ownLab = await f.lab(own.id, { is_paid: true });
    secondLab = await f.lab(own.id);
    otherLab = await f.lab(other.id);
    pod = await f.kioskPod({ client: own, lab_id: ownLab });
    admin = await f.token(3, own.id);
    otherAdmin = await f.token(3, other.id);
    su = await f.token(4, null);
    player = await f.token(1, own.id, pod.id);
  });
  after(() => f.close());

  const save = async (body: Record<string, unknown>, token = admin) => {
    const res = await f.post(SAVE, body, token);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { offer: OfferRow }).offer;
  };
  const playerPage = async (page = 1, token = player) => {
    const res = await f.get(`${PLAYER}?session_id_key=${encodeURIComponent(pod.session_id_key)}&page=${page}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { offers: PlayerOffer[]; current_page: number; last_page: number };
  };

  it("lets a client admin make offers for their client, and shows the pod's player the active ones in order", async () => {
    const hour = await save({ name: 'One hour', minutes: 60, usd_cost: 10, order: 2 });
    assert.equal(hour.client_id, own.id);
    assert.equal(hour.usd_cost, 10);
    assert.equal(hour.active, 1);
    await save({
      name: 'Half hour',
      minutes: 30,
      usd_cost: 5.5,
      order: 1,
      lab_id: ownLab,
      image_url: 'https://cdn.example.com/half.png',
    });
    await save({ name: 'Hidden', minutes: 10, usd_cost: 1, active: 0 });
    await save({ name: 'Other lab', minutes: 10, usd_cost: 1, lab_id: secondLab });
    await save({ name: 'Other client', minutes: 10, usd_cost: 1, client_id: other.id }, su);

    const page = await playerPage();
    assert.deepEqual(
      page.offers.map((o) => [o.name, o.minutes, o.usd_cost, o.ImageURL]),
      [
        ['Half hour', 30, 5.5, 'https://cdn.example.com/half.png'],
        ['One hour', 60, 10, null],
      ],
    );
    assert.equal(page.current_page, 1);
    assert.equal(page.last_page, 1);
    assert.deepEqual(Object.keys(page.offers[0] ?? {}).sort(), ['ImageURL', 'id', 'minutes', 'name', 'usd_cost']);
  });

  it('pages the Buy Time list ten at a time', async () => {
    const client = await f.client();
    const lab = await f.lab(client.id, { is_paid: true });
    const p = await f.kioskPod({ client, lab_id: lab });
    const a = await f.token(3, client.id);
    for (let i = 0; i < 12; i++)
      await save({ name: `Offer ${String(i).padStart(2, '0')}`, minutes: 10 + i, usd_cost: 1, order: i }, a);
    const t = await f.token(1, client.id, p.id);
    const url = (page: number) => `${PLAYER}?session_id_key=${encodeURIComponent(p.session_id_key)}&page=${page}`;
    const one = (await f.get(url(1), t)).json().data;
    const two = (await f.get(url(2), t)).json().data;
    assert.equal(one.offers.length, 10);
    assert.deepEqual(
      two.offers.map((o: PlayerOffer) => o.name),
      ['Offer 10', 'Offer 11'],
    );
    assert.equal(two.last_page, 2);
  });

  it("lists a client admin's own client's offers only, and a super admin's any client's", async () => {
    const mine = (await f.get(LIST, admin)).json().data as Page;
    assert.ok(mine.offers.length >= 4);
    assert.ok(mine.offers.every((o) => o.client_id === own.id));
    assert.match(mine.status_text, /^Showing 1 to \d+ of \d+ entries$/);
    const theirs = (await f.get(`${LIST}?client_id=${other.id}`, su)).json().data as Page;
    assert.deepEqual(
      theirs.offers.map((o) => o.name),
      ['Other client'],
    );
    assert.equal((await f.get(`${LIST}?client_id=${other.id}`, admin)).statusCode, 403);
  });

  it("refuses another client's admin: no edit, no delete, no offer for the other client, nothing appended", async () => {
    const offer = await save({ name: 'Mine', minutes: 15, usd_cost: 2 });
    const before = await f.lastSeq();
    const edit = await f.post(SAVE, { edit_id: offer.id, name: 'Stolen', minutes: 1, usd_cost: 1 }, otherAdmin);
    assert.equal(edit.statusCode, 403, edit.body);
    assert.equal((await f.post(DELETE, { id: offer.id }, otherAdmin)).statusCode, 403);
    const forOther = await f.post(SAVE, { name: 'x', minutes: 1, usd_cost: 1, client_id: own.id }, otherAdmin);
    assert.equal(forOther.statusCode, 403);
    const foreignLab = await f.post(SAVE, { name: 'x', minutes: 1, usd_cost: 1, lab_id: otherLab }, admin);
    assert.equal(foreignLab.statusCode, 400, foreignLab.body);
    assert.equal(foreignLab.json().data.field, 'lab_id');
    assert.equal(await f.lastSeq(), before);
    // players and facilitators do not manage offers
    assert.equal((await f.get(LIST, player)).statusCode, 403);
  });

  it('edits and deletes an offer: the player sees the change and then no longer sees it', async () => {
    const offer = await save({ name: 'Edit me', minutes: 20, usd_cost: 3, order: 0 });
    const edited = await save({ edit_id: offer.id, name: 'Edited', minutes: 25, usd_cost: 3.25, order: 0 });
    assert.equal(edited.id, offer.id);
    assert.equal(edited.usd_cost, 3.25);
    assert.ok((await playerPage()).offers.some((o) => o.id === offer.id && o.name === 'Edited' && o.minutes === 25));
    const res = await f.post(DELETE, { id: offer.id }, admin);
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(!(await playerPage()).offers.some((o) => o.id === offer.id));
    assert.equal(
      (await f.post(SAVE, { edit_id: offer.id, name: 'Back', minutes: 1, usd_cost: 1 }, admin)).statusCode,
      404,
    );
  });

  it('refuses bad input naming the field, and appends nothing', async () => {
    const base = { name: 'Bad', minutes: 10, usd_cost: 1 };
    await assertBadInput(f, () => f.post(SAVE, { ...base, usd_cost: 1.005 }, admin), 'usd_cost');
    await assertBadInput(f, () => f.post(SAVE, { ...base, usd_cost: 0.1 }, admin), 'usd_cost');
    await assertBadInput(f, () => f.post(SAVE, { ...base, minutes: 0 }, admin), 'minutes');
    await assertBadInput(f, () => f.post(SAVE, { ...base, name: '' }, admin), 'name');
    await assertBadInput(f, () => f.post(SAVE, { ...base, image_url: 'javascript:alert(1)' }, admin), 'image_url');
    await assertBadInput(f, () => f.post(SAVE, base, su), 'client_id');
    const wrongPage = await f.get(`${PLAYER}?session_id_key=${encodeURIComponent(pod.session_id_key)}&page=0`, player);
    assert.equal(wrongPage.statusCode, 400);
  });

  it("refuses the Buy Time list to a player of another pod's session", async () => {
    const stranger = await f.token(1, other.id, null);
    const res = await f.get(`${PLAYER}?session_id_key=${encodeURIComponent(pod.session_id_key)}`, stranger);
    assert.equal(res.statusCode, 403, res.body);
  });
});
