// The lab form's time zones: the 31 US zones, the list the
// server checks against, with the names the select shows.
import { DEFAULT_LAB_TIMEZONE, US_TIMEZONES } from '@gamepod/contracts/catalogues';

export { US_TIMEZONES };

/** What the server gives a lab whose form leaves the zone empty. */
export const DEFAULT_TIMEZONE: string = DEFAULT_LAB_TIMEZONE;

/** 'America/Indiana/Tell_City' → 'Indiana / Tell City'. */
const placeOf = (zone: string) => zone.split('/').slice(1).join(' / ').replace(/_/g, ' ');

/** The zone's generic name ('Central Time'), or its id when the browser has no name for it. */
function genericName(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(
      new Date(),
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** The select's options: the IANA id as the value, 'New York — Eastern Time' as the text. */
export const TIMEZONE_OPTIONS: ReadonlyArray<{ id: string; value: string }> = US_TIMEZONES.map((zone) => ({
  id: zone,
  value: `${placeOf(zone)} — ${genericName(zone)}`,
}));
