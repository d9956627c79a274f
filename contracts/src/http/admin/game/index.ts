// `/admin/game/…`: the super admin's game catalogue.
export * from './game-form-rules.ts';
export * from './games.ts';
