// An optional HTTP geo provider (GEO_LOOKUP_URL, e.g. https://ipapi.co/{ip}/json/). The common
// field names of such services are read; anything else is left null.
import { cleanCountry, euFlagOf, type GeoResult } from '../domain/geo';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
const num = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim()
      ? Number(v)
      : Number.NaN;

export function geoFromProviderJson(
  json: Record<string, unknown>,
): Omit<GeoResult, 'timezone'> & { timezone: string | null } {
  const country = cleanCountry(json.country_code ?? json.countryCode ?? json.country);
  const latitude = num(json.latitude ?? json.lat);
  const longitude = num(json.longitude ?? json.lon ?? json.lng);
  const coordinates =
    Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  return {
    country,
    region: text(json.region ?? json.regionName ?? json.region_name),
    eu: euFlagOf(country),
    timezone: text(json.timezone ?? json.time_zone),
    city: text(json.city),
    coordinates,
    source: 'provider',
  };
}

/** GET the provider with the caller's address in place of {ip}; null on any failure. */
export async function lookupWithProvider(
  urlTemplate: string,
  ip: string,
  timeoutMs = 2_000,
): Promise<ReturnType<typeof geoFromProviderJson> | null> {
  try {
    const res = await fetch(urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const json = (await res.json()) as unknown;
    if (!json || typeof json !== 'object') return null;
    const geo = geoFromProviderJson(json as Record<string, unknown>);
    return geo.country ? geo : null;
  } catch {
    return null;
  }
}
