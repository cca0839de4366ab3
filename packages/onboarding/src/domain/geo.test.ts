import { describe, expect, it } from 'vitest';
import { cleanCountry, cleanTimezone, countryFromAcceptLanguage, euFlagOf, geoFromRequest } from './geo';

describe('geo lookup, built-in', () => {
  it('R-ONB-6 reads country, region, city and coordinates from a trusted CDN', () => {
    const geo = geoFromRequest({
      trustProxy: true,
      timezone: 'Europe/Vienna',
      headers: {
        'x-vercel-ip-country': 'AT',
        'x-vercel-ip-country-region': '9',
        'x-vercel-ip-city': 'Vienna',
        'x-vercel-ip-latitude': '48.2',
        'x-vercel-ip-longitude': '16.37',
      },
    });
    expect(geo).toEqual({
      country: 'AT',
      region: '9',
      eu: 1,
      timezone: 'Europe/Vienna',
      city: 'Vienna',
      coordinates: { latitude: 48.2, longitude: 16.37 },
      source: 'proxy-headers',
    });
  });
  it('ignores proxy headers unless the proxy is trusted, and falls back to Accept-Language', () => {
    const geo = geoFromRequest({
      trustProxy: false,
      headers: { 'cf-ipcountry': 'FR', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(geo).toMatchObject({
      country: 'US',
      eu: 0,
      city: null,
      coordinates: null,
      source: 'accept-language',
    });
  });
  it('knows nothing when nothing is said', () => {
    expect(
      geoFromRequest({ trustProxy: true, headers: { 'cf-ipcountry': 'XX', 'accept-language': 'de' } }),
    ).toMatchObject({
      country: null,
      eu: 0,
      source: 'none',
    });
  });
  it('reads the language region subtag', () => {
    expect(countryFromAcceptLanguage('de-AT,de;q=0.9')).toBe('AT');
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryFromAcceptLanguage('fr')).toBeNull();
    expect(countryFromAcceptLanguage(undefined)).toBeNull();
  });
  it('flags EU countries', () => {
    expect(euFlagOf('DE')).toBe(1);
    expect(euFlagOf('IE')).toBe(1);
    expect(euFlagOf('GB')).toBe(0);
    expect(euFlagOf('CH')).toBe(0);
    expect(euFlagOf(null)).toBe(0);
  });
  it('accepts only real codes and time zones', () => {
    expect(cleanCountry(' gb ')).toBe('GB');
    expect(cleanCountry('GBR')).toBeNull();
    expect(cleanTimezone('America/New_York')).toBe('America/New_York');
    expect(cleanTimezone('Mars/Olympus')).toBeNull();
    expect(cleanTimezone('<script>')).toBeNull();
  });
});
