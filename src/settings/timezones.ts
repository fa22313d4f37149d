/**
 * The zones the time zone select offers: every IANA zone this browser knows, plus the stored one
 * and the device's (a browser may leave out a zone that it still resolves), sorted by name.
 */
export function timezoneOptions(
  stored: string,
  device: string | undefined,
  known: readonly string[] = supportedZones(),
): string[] {
  const zones = new Set(known);
  for (const zone of [stored, device, 'UTC']) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}
