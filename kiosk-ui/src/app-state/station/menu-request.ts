/**
 * Whether the station's menu request (`check/push_menu` going up) brings a signed-in player to
 * the dashboard: only as it rises, only a player's, and not when the dashboard already shows.
 */
export function menuRequested(before: boolean, now: boolean, roleId: number | undefined, path: string): boolean {
  return now && !before && roleId === 1 && path !== '/player/dashboard';
}
