// The geo lookup adapter (R-ONB-6): the HTTP provider when configured and answering, else the
// built-in offline reading of the request. The browser's time zone wins over a provider's.
import { cleanTimezone, type GeoResult, geoFromRequest } from '../domain/geo';
import { lookupWithProvider } from '../infrastructure/geo-http-provider';

export interface GeoRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  /** The browser's IANA time zone, if it sent one. */
  timezone?: unknown;
}

export type GeoLookup = (request: GeoRequest) => Promise<GeoResult>;

export function createGeoLookup(options: {
  trustProxy: boolean;
  providerUrl?: string;
  timeoutMs?: number;
}): GeoLookup {
  return async (request) => {
    const builtIn = geoFromRequest({
      headers: request.headers,
      trustProxy: options.trustProxy,
      timezone: request.timezone,
    });
    if (!options.providerUrl) return builtIn;
    const provided = await lookupWithProvider(options.providerUrl, request.ip, options.timeoutMs);
    if (!provided) return builtIn;
    return { ...provided, timezone: cleanTimezone(request.timezone) ?? cleanTimezone(provided.timezone) };
  };
}
