import type { Platform } from '@gamepod/contracts/bridge-socket';
import { PLATFORM_NAMES } from '#app-state/station/platform-names.ts';

type Guide = {
  readonly colour: string;
  readonly home: string;
  readonly faces: readonly [string, string, string, string];
};

/** Each console's colour, the button that opens its own menu, and its face buttons (top, right, bottom, left). */
const GUIDES: Readonly<Record<Platform, Guide>> = {
  xb: { colour: '#3fb43f', home: 'Xbox button', faces: ['Y', 'B', 'A', 'X'] },
  ps: { colour: '#2f6fe0', home: 'PS button', faces: ['△', '○', '✕', '□'] },
  sw: { colour: '#e4002b', home: 'HOME button', faces: ['X', 'A', 'B', 'Y'] },
  pc: { colour: '#8a9ab1', home: 'Esc key', faces: ['W', 'D', 'S', 'A'] },
};

/**
 * The guide for the console in use, drawn inline (nothing is downloaded): a controller with its
 * face buttons and the button that opens the console's own menu.
 */
export function PlatformGuide({ platform }: { platform: Platform }) {
  const g = GUIDES[platform];
  const face = (x: number, y: number, label: string) => (
    <g key={label + x}>
      <circle cx={x} cy={y} r="13" fill="rgb(255 255 255 / 0.12)" stroke={g.colour} strokeWidth="2.5" />
      <text x={x} y={y + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill="#f5f7fb">
        {label}
      </text>
    </g>
  );
  return (
    <figure className="platform-guide">
      <svg viewBox="0 0 320 200" role="img" aria-label={`${PLATFORM_NAMES[platform]} controller guide`}>
        <path
          d="M70 50h180c30 0 48 24 56 60l10 50c4 24-20 36-38 18l-30-32H72l-30 32c-18 18-42 6-38-18l10-50c8-36 26-60 56-60z"
          fill="rgb(12 16 28 / 0.9)"
          stroke={g.colour}
          strokeWidth="4"
        />
        <path d="M88 86v36M70 104h36" stroke="#f5f7fb" strokeWidth="10" strokeLinecap="round" />
        {face(232, 78, g.faces[0])}
        {face(258, 104, g.faces[1])}
        {face(232, 130, g.faces[2])}
        {face(206, 104, g.faces[3])}
        <circle cx="160" cy="80" r="14" fill={g.colour} />
        <path d="M160 40v26" stroke={g.colour} strokeWidth="3" strokeDasharray="4 4" />
        <text x="160" y="30" textAnchor="middle" fontSize="15" fontWeight="700" fill="#f5f7fb">
          {g.home}
        </text>
      </svg>
      <figcaption className="platform-guide__caption">
        Playing on {PLATFORM_NAMES[platform]}: press the {g.home} for the console's menu. Tap to hide.
      </figcaption>
    </figure>
  );
}
