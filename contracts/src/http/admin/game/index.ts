// `/admin/game/…`: the super admin's game catalogue.
export * from './games.ts';
