/** The time zone this device is set to ('Europe/Amsterdam'); null where the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The zones the settings offer, by name: every zone the browser knows, plus the stored one and the device's when the
 * browser's list lacks them (an older name such as 'Europe/Kiev'), so the select always shows what is saved.
 */
export function timeZoneOptions(stored: string, device: string | null): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    // A browser without the list still offers the stored zone and the device's.
  }
  const all = new Set([...known, stored, ...(device ? [device] : [])]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** A zone as people read it: 'America/Argentina/Buenos_Aires' → 'America / Argentina / Buenos Aires'. */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ').replaceAll('/', ' / ');
