import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import { KioskButton } from '#components/kiosk-button.tsx';
import { PLATFORM_NAMES } from '../model/queue-texts.ts';

type Props = {
  readonly platforms: readonly QueuePlatform[];
  readonly busy: boolean;
  readonly onChoose: (platform: QueuePlatform | null) => unknown;
};

/** Any Gamepod, or the next free one of a platform the lab queues for. */
export function PlatformChoice({ platforms, busy, onChoose }: Props) {
  return (
    <fieldset className="queue-choice" disabled={busy}>
      <legend className="queue-choice__legend">What would you like to play on?</legend>
      <KioskButton block busy={busy} onClick={() => void onChoose(null)}>
        The next free Gamepod
      </KioskButton>
      {platforms.map((p) => (
        <KioskButton key={p} block variant="secondary" onClick={() => void onChoose(p)}>
          The next free {PLATFORM_NAMES[p]}
        </KioskButton>
      ))}
    </fieldset>
  );
}
