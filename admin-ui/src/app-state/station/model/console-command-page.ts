// The console page a staff command opens on the station it runs on.
import type { PodCommand } from '@gamepod/contracts/bridge-socket';

/**
 * admin_play_game opens the station's pod games screen for the command's platform (the bridge
 * forwards it only when it came from another pod: this station's own Launch starts the game).
 * Other commands open no page.
 */
export function commandPage(command: Pick<PodCommand, 'command_type' | 'command_platform'>): string | null {
  if (command.command_type !== 'admin_play_game') return null;
  return command.command_platform ? `/admin/pod_games/${command.command_platform}` : '/admin/pod_games';
}
