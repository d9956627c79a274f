// The game calls: the catalogue (/admin/game/…), assignment and lists (/admin/kiosk/games_list,
// add_gameids, del_gameids), the pod's list and launch (/game/list, /game/play), play history
// (/common/players/playing_activities) and streaming (/user/update/streaming).
export * from './admin-game.ts';
export * from './game-fields.ts';
export * from './game-list.ts';
export * from './games-list.ts';
export * from './playing-activities.ts';
export * from './streaming.ts';
