import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { QueuePlace } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import {
  createCheckpointTable,
  createDeadLetterTable,
  type Reaction,
  reactionSchema,
  readCheckpoint,
} from '@gamepod/log-runtime';
import { sql } from 'kysely';
import { FileStore } from '../../src/files/file-store.ts';
import { LocalMailer } from '../../src/mail/local-mailer.ts';
import { venueBrands } from '../../src/mail/mail-brand.ts';
import { mailsTo } from '../../src/mail/mailbox.ts';
import { queueOfferMail } from '../../src/queue/reactions/queue-offer-mail.reaction.ts';
import { queueSeats } from '../../src/queue/reactions/queue-seats.reaction.ts';
import { RIGHT_PASSWORD } from '../support/identity-fixtures.ts';
import {
  openQueueServices,
  type QueuePlayer,
  type QueueServices,
  reactionInstances,
} from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';

describe('"You\'re up" by mail', () => {
  let f: QueueServices;
  let files: FileStore;
  let instances: ReturnType<typeof reactionInstances>;
  before(async () => {
    // the app runs no reactions of its own: this test runs the instances it restarts and rewinds
    f = await openQueueServices({ reactions: { run: false } });
    files = new FileStore(f.env.nc, f.env.names);
    instances = reactionInstances(f);
  });
  afterEach(() => instances.stopAll());
  after(async () => {
    await files.destroyAll();
    await f.close();
  });

  const deps = () => ({
    store: f.deps.store,
    db: f.deps.db,
    checkpoints: f.deps.checkpoints,
    clock: f.now,
    mailer: new LocalMailer(f.mailDir),
    mailFrom: 'queue@gamepod.test',
    brands: venueBrands(f.deps.db, files),
  });

  const instance = (reactions: Reaction[]) => instances.start(reactions);
  const stopAll = () => instances.stopAll();

  const logout = async (p: QueuePlayer) => {
    const res = await f.post('/api/v1/user/logout', { token: p.token, reason_text: 'Player logged out' });
    assert.equal(res.statusCode, 200, res.body);
  };
  const join = async (p: QueuePlayer, lab_id: string) =>
    okData<QueuePlace>(await f.post('/api/v1/user/queue/join', { lab_id }, p.token));
  const offers = async (lab_id: string) =>
    (await f.logged('LabQueueSeatOffered')).filter((e) => e.aggregate_id === lab_id);

  it('mails the player a pod is held for once, in the venue brand, across a restart and a replay of the log', async () => {
    await instance([queueSeats(deps()), queueOfferMail(deps())]);
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const ada = await f.onPod(xbox, 'Ada');
    await f.onPod(pc, 'Bob');
    const cy = await f.onPhone(client.id, 'Cy');
    await join(cy, lab_id);

    await logout(ada);
    const [mail] = await eventually('the mail to Cy', async () => {
      const mails = await mailsTo(f.mailDir, cy.email);
      return mails.length > 0 ? mails : undefined;
    });
    assert.ok(mail);
    const [offered] = await offers(lab_id);
    assert.ok(offered, 'the offer is in the log');
    assert.equal(mail.headers.get('subject'), "You're up: pod A1");
    assert.equal(mail.headers.get('message-id'), `<${offered.metadata.event_id}@gamepod>`);
    assert.match(mail.body, /You're up at Lab .+: pod A1 is held for you\./);
    assert.match(mail.body, /Sign in on pod A1 within 10 minutes to take it\./);

    // a restart of the services picks up from the checkpoint: nothing is mailed again
    await stopAll();
    await instance([queueSeats(deps()), queueOfferMail(deps())]);
    // Cy takes the seat on the held pod
    const signedIn = await f.post('/api/v1/user/login', {
      session_id_key: xbox.session_id_key,
      username: cy.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    await eventually('the seat taken', async () =>
      (await f.logged('LabQueueSeatTaken')).some((e) => e.aggregate_id === lab_id),
    );

    // a replay of the whole log (a reaction rewound to its start) mails no offer that no longer stands
    const rewound = { ...queueOfferMail(deps()), name: 'queue_offer_mail_rewound' };
    const schema = reactionSchema(rewound.name);
    await sql`create schema if not exists ${sql.id(schema)}`.execute(f.deps.db);
    await createCheckpointTable(f.deps.db, schema, 0);
    await createDeadLetterTable(f.deps.db, schema);
    // one instance leads the reactions at a time: the rewound one runs alone
    await stopAll();
    await instance([rewound]);
    const { events } = await f.deps.store.read('lab_queue', lab_id);
    const last = events.at(-1)?.seq ?? 0;
    assert.ok(last > 0);
    await eventually(
      "the rewound reaction through the queue's log",
      async () => ((await readCheckpoint(f.deps.db, schema)) ?? 0) >= last,
    );
    assert.equal((await mailsTo(f.mailDir, cy.email)).length, 1, 'one mail to Cy in all');
  });
});
