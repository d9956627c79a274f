import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ConflictError,
  ForbiddenError,
  GameDeleted,
  GameDeployed,
  GamesAssigned,
  GamesUnassigned,
  GameUpdated,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import {
  type GameAssignmentCommand,
  type GameFacts,
  gameAssignmentDecider,
} from '../../src/games/domain/game-assignment-decider.ts';
import { gameDecider } from '../../src/games/domain/game-decider.ts';
import { type GameForm, readGameForm } from '../../src/games/domain/game-form.ts';
import { gameKeyFor } from '../../src/games/domain/game-key.ts';

const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' };
const superAdmin = { role: 4, client_id: null };
const ownAdmin = { role: 3, client_id: 'c1' };
const otherAdmin = { role: 3, client_id: 'c2' };
const image = {
  bucket: 'game_images' as const,
  id: 'a'.repeat(64),
  content_type: 'image/png',
  size: 10,
  sha256: 'a'.repeat(64),
};
const poster2 = { ...image, id: 'b'.repeat(64), sha256: 'b'.repeat(64) };
const formText: GameForm = {
  title: 'Rocket League',
  search_title: 'rocket car soccer',
  platform: 'xb,ps',
  esrb: 'Everyone',
  released: '07/07/2015',
  expired: '',
  genre: 'Sports',
  type: 'local',
  status: 'active',
  install_size: '25.5',
  is_survey_only: '0',
};
const form = readGameForm(formText);
const deployed = GameDeployed.of({ key: 'rocket-league', ...form, image });
const field = (name: string) => (e: ValidationError | ConflictError | NotFoundError) => e.data.field === name;

describe('the game form', () => {
  it('reads the Deploy Game form into a game: platforms in catalogue order, dates as ISO, sizes as GB', () => {
    const read = readGameForm({ ...formText, platform: 'pc,XB', expired: '12/31/2030' });
    assert.deepEqual(read.platforms, ['xb', 'pc']);
    assert.equal(read.released, '2015-07-07');
    assert.equal(read.expired, '2030-12-31');
    assert.equal(read.install_size_gb, 25.5);
    assert.equal(read.is_survey_only, false);
  });
  it('answers a missing required field with the required-fields message naming it', () => {
    for (const name of [
      'title',
      'search_title',
      'platform',
      'esrb',
      'released',
      'genre',
      'type',
      'status',
      'is_survey_only',
    ]) {
      assert.throws(
        () => readGameForm({ ...formText, [name]: '' }),
        (e: ValidationError) => e.data.field === name && e.message === 'Please fill all required fields',
        name,
      );
    }
  });
  it("takes 'none' as no platform picked", () => {
    assert.throws(() => readGameForm({ ...formText, platform: 'none' }), field('platform'));
  });
  it('refuses a release date that is not 10 characters of mm/dd/yyyy, or not a real date', () => {
    for (const released of ['7/7/2015', '2015-07-07', '02/30/2024', '07/07/15']) {
      assert.throws(() => readGameForm({ ...formText, released }), field('released'), released);
    }
  });
  it('takes expired as optional, but 10 characters and not before the release when given', () => {
    assert.equal(readGameForm({ ...formText, expired: null }).expired, null);
    assert.throws(() => readGameForm({ ...formText, expired: '1/1/2030' }), field('expired'));
    assert.throws(() => readGameForm({ ...formText, expired: '01/01/2010' }), field('expired'));
  });
  it('takes install_size as optional, numeric with decimals, never negative or with a thousands separator', () => {
    assert.equal(readGameForm({ ...formText, install_size: '' }).install_size_gb, null);
    assert.equal(readGameForm({ ...formText, install_size: 12 }).install_size_gb, 12);
    for (const install_size of ['-1', '1,024', '1e3', 'big']) {
      assert.throws(() => readGameForm({ ...formText, install_size }), field('install_size'), install_size);
    }
  });
  it('refuses an ESRB rating, genre, type or status outside the catalogue', () => {
    for (const name of ['esrb', 'genre', 'type', 'status']) {
      assert.throws(() => readGameForm({ ...formText, [name]: 'Other' }), field(name), name);
    }
  });
});

describe('the game key', () => {
  it('is made of the title lower-cased, its words joined by dashes, numbered after the first', () => {
    assert.equal(gameKeyFor("Marvel's Spider-Man 2", 1), 'marvel-s-spider-man-2');
    assert.equal(gameKeyFor('Rocket League', 2), 'rocket-league-2');
  });
});

describe('the game decider', () => {
  const given = DeciderSpecification.for(gameDecider, ctx);
  it('deploys a game for a super admin', () => {
    given([]).when({ type: 'Deploy', actor: superAdmin, key: 'rocket-league', form, image }).thenEvents([deployed]);
  });
  it('refuses a client admin every catalogue change', () => {
    given([]).when({ type: 'Deploy', actor: ownAdmin, key: 'rocket-league', form, image }).thenThrows(ForbiddenError);
    given([deployed]).when({ type: 'Update', actor: ownAdmin, form, image: null }).thenThrows(ForbiddenError);
    given([deployed]).when({ type: 'Delete', actor: ownAdmin }).thenThrows(ForbiddenError);
  });
  it('updates the fields and keeps the poster when none is sent', () => {
    const edited = { ...form, status: 'down' as const };
    given([deployed])
      .when({ type: 'Update', actor: superAdmin, form: edited, image: null })
      .thenEvents([GameUpdated.of({ ...edited, image })]);
  });
  it('takes a new poster on update', () => {
    given([deployed])
      .when({ type: 'Update', actor: superAdmin, form, image: poster2 })
      .thenEvents([GameUpdated.of({ ...form, image: poster2 })]);
  });
  it('appends nothing for an update that changes nothing', () => {
    given([deployed]).when({ type: 'Update', actor: superAdmin, form, image }).thenEvents([]);
  });
  it('deletes a game once; a deleted or unknown game is a 404', () => {
    given([deployed])
      .when({ type: 'Delete', actor: superAdmin })
      .thenEvents([GameDeleted.of({})]);
    given([deployed, GameDeleted.of({})])
      .when({ type: 'Delete', actor: superAdmin })
      .thenThrows(NotFoundError);
    given([]).when({ type: 'Update', actor: superAdmin, form, image: null }).thenThrows(NotFoundError);
  });
  it('refuses to deploy the same game twice', () => {
    given([deployed]).when({ type: 'Deploy', actor: superAdmin, key: 'x', form, image }).thenThrows(ConflictError);
  });
});

describe('the game assignment decider', () => {
  const given = DeciderSpecification.for(gameAssignmentDecider, ctx);
  const local: GameFacts = { title: 'Halo', type: 'local', is_survey_only: false, deleted: false };
  const games = new Map<string, GameFacts>([
    ['g1', local],
    ['g2', { ...local, title: 'Forza' }],
    ['cloud', { ...local, title: 'Fortnite', type: 'cloud' }],
    ['survey', { ...local, title: 'Next Year', is_survey_only: true }],
    ['gone', { ...local, deleted: true }],
  ]);
  const placement = { client_exists: true, lab_client_id: null, pod: null };
  const assign = (over: Partial<GameAssignmentCommand> = {}): GameAssignmentCommand => ({
    type: 'Assign',
    actor: ownAdmin,
    client_id: 'c1',
    target: { scope: 'client' },
    placement,
    game_ids: ['g1'],
    games,
    ...over,
  });
  const toClient = GamesAssigned.of({ scope: 'client', lab_id: null, pod_id: null, game_ids: ['g1'] });

  it("assigns local games to a client admin's own client", () => {
    given([]).when(assign()).thenEvents([toClient]);
  });
  it('assigns to a lab, and to a pod naming its lab', () => {
    given([])
      .when(assign({ target: { scope: 'lab', lab_id: 'l1' }, placement: { ...placement, lab_client_id: 'c1' } }))
      .thenEvents([GamesAssigned.of({ scope: 'lab', lab_id: 'l1', pod_id: null, game_ids: ['g1'] })]);
    given([])
      .when(
        assign({
          target: { scope: 'pod', pod_id: 'p1', lab_id: null },
          placement: { ...placement, pod: { client_id: 'c1', lab_id: 'l1' } },
        }),
      )
      .thenEvents([GamesAssigned.of({ scope: 'pod', lab_id: 'l1', pod_id: 'p1', game_ids: ['g1'] })]);
  });
  it('lists only games not yet assigned there; all assigned appends nothing', () => {
    given([toClient])
      .when(assign({ game_ids: ['g1', 'g2'] }))
      .thenEvents([GamesAssigned.of({ scope: 'client', lab_id: null, pod_id: null, game_ids: ['g2'] })]);
    given([toClient]).when(assign()).thenEvents([]);
  });
  it('takes back only what was assigned to that very target', () => {
    given([toClient])
      .when(assign({ type: 'Unassign', game_ids: ['g1', 'g2'] }))
      .thenEvents([GamesUnassigned.of({ scope: 'client', lab_id: null, pod_id: null, game_ids: ['g1'] })]);
    given([toClient])
      .when(
        assign({
          type: 'Unassign',
          target: { scope: 'lab', lab_id: 'l1' },
          placement: { ...placement, lab_client_id: 'c1' },
        }),
      )
      .thenEvents([]);
  });
  it('refuses a client admin acting for another client, or on another client’s lab or pod', () => {
    given([])
      .when(assign({ actor: otherAdmin }))
      .thenThrows(ForbiddenError);
    given([])
      .when(assign({ target: { scope: 'lab', lab_id: 'l9' }, placement: { ...placement, lab_client_id: 'c2' } }))
      .thenThrows(ForbiddenError);
    given([])
      .when(
        assign({
          target: { scope: 'pod', pod_id: 'p9', lab_id: null },
          placement: { ...placement, pod: { client_id: 'c2', lab_id: 'l9' } },
        }),
      )
      .thenThrows(ForbiddenError);
  });
  it('answers a lab or pod that is not there, or a pod outside the lab named, as bad input', () => {
    given([])
      .when(assign({ target: { scope: 'lab', lab_id: 'l0' } }))
      .thenThrows(ValidationError, field('lab_id'));
    given([])
      .when(assign({ target: { scope: 'pod', pod_id: 'p0', lab_id: null } }))
      .thenThrows(ValidationError, field('pod_id'));
    given([])
      .when(
        assign({
          target: { scope: 'pod', pod_id: 'p1', lab_id: 'l2' },
          placement: { ...placement, pod: { client_id: 'c1', lab_id: 'l1' } },
        }),
      )
      .thenThrows(ValidationError, field('lab_id'));
  });
  it('refuses a client that is not there', () => {
    given([])
      .when(assign({ actor: superAdmin, placement: { ...placement, client_exists: false } }))
      .thenThrows(ValidationError, field('client_id'));
  });
  it('assigns only local games players can have: not cloud, survey-only, deleted or unknown ones', () => {
    for (const id of ['cloud', 'survey', 'gone', 'nope']) {
      given([])
        .when(assign({ game_ids: [id] }))
        .thenThrows(ValidationError, field('game_ids'));
    }
  });
});
