// Geo lookup (R-ONB-6): the result shape, the EU list, and what can be read from a request without
// asking anyone: a CDN's or proxy's country headers when the proxy is trusted, else Accept-Language.

export interface GeoResult {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
  /** The state or province, when known. */
  region: string | null;
  /** 1 when the country is in the European Union. */
  eu: 0 | 1;
  /** IANA time zone, from the browser. */
  timezone: string | null;
  city: string | null;
  coordinates: { latitude: number; longitude: number } | null;
  /** Where the answer came from. */
  source: 'provider' | 'proxy-headers' | 'accept-language' | 'none';
}

export const EU_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

export const euFlagOf = (country: string | null): 0 | 1 => (country && EU_COUNTRIES.has(country) ? 1 : 0);

/** Two letters, and not the placeholders CDNs use for unknown (XX) or Tor (T1). */
export function cleanCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'ZZ' ? code : null;
}

/** A time zone the runtime knows (the browser sends it; anything else is dropped). */
export function cleanTimezone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value))
    return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

type Headers = Record<string, string | string[] | undefined>;
const first = (headers: Headers, names: string[]): string | null => {
  for (const name of names) {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text?.trim()) return text.trim();
  }
  return null;
};

const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'x-appengine-country',
  'x-country-code',
];
const REGION_HEADERS = [
  'x-vercel-ip-country-region',
  'cf-region-code',
  'cloudfront-viewer-country-region',
  'x-appengine-region',
];
const CITY_HEADERS = ['x-vercel-ip-city', 'cf-ipcity', 'cloudfront-viewer-city', 'x-appengine-city'];

function coordinatesOf(headers: Headers): GeoResult['coordinates'] {
  const pair = first(headers, ['x-appengine-citylatlong'])?.split(',') ?? [
    first(headers, ['x-vercel-ip-latitude', 'cf-iplatitude', 'cloudfront-viewer-latitude']),
    first(headers, ['x-vercel-ip-longitude', 'cf-iplongitude', 'cloudfront-viewer-longitude']),
  ];
  const [lat, long] = pair.map((v) => (v?.trim() ? Number(v) : Number.NaN));
  if (lat === undefined || long === undefined || !Number.isFinite(lat) || !Number.isFinite(long)) return null;
  if (Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
  return { latitude: lat, longitude: long };
}

/** The region subtag of the first language that has one: 'de-AT,de;q=0.9' → AT. */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = tag.split('-').find((sub, i) => i > 0 && /^[A-Za-z]{2}$/.test(sub));
    if (region) return cleanCountry(region);
  }
  return null;
}

const clip = (value: string | null) => (value ? decodeURIComponentSafe(value).slice(0, 100) : null);
function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The built-in offline answer. Proxy headers are believed only when the operator trusts the proxy. */
export function geoFromRequest(args: {
  headers: Headers;
  trustProxy: boolean;
  timezone?: unknown;
}): GeoResult {
  const timezone = cleanTimezone(args.timezone);
  if (args.trustProxy) {
    const country = cleanCountry(first(args.headers, COUNTRY_HEADERS));
    if (country) {
      return {
        country,
        region: clip(first(args.headers, REGION_HEADERS)),
        eu: euFlagOf(country),
        timezone,
        city: clip(first(args.headers, CITY_HEADERS)),
        coordinates: coordinatesOf(args.headers),
        source: 'proxy-headers',
      };
    }
  }
  const language = args.headers['accept-language'];
  const country = countryFromAcceptLanguage(Array.isArray(language) ? language[0] : language);
  return {
    country,
    region: null,
    eu: euFlagOf(country),
    timezone,
    city: null,
    coordinates: null,
    source: country ? 'accept-language' : 'none',
  };
}
