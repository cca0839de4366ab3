// What the embed <script> tag asks for, and the server URLs derived from its src.
import { httpOrigin } from '../shared/protocol';

export type Layout = 'default' | 'modal' | 'responsive';
export type Region = 'eu' | 'na';

export interface EmbedOptions {
  /** Where the server lives: the script's origin plus any path prefix before /embed.js. */
  base: string;
  serverOrigin: string;
  agentId: string;
  region?: Region;
  layout: Layout;
}

export interface EmbedAttributes {
  agentId?: string;
  region?: string;
  layout?: string;
}

/** Null when the tag cannot work: no http(s) src or no agent id. */
export function readEmbedOptions(src: string, attrs: EmbedAttributes): EmbedOptions | null {
  const serverOrigin = httpOrigin(src);
  const agentId = attrs.agentId?.trim();
  if (!serverOrigin || !agentId) return null;
  const prefix = new URL(src).pathname.replace(/\/[^/]*$/, '');
  const layout = attrs.layout === 'modal' || attrs.layout === 'responsive' ? attrs.layout : 'default';
  const region = attrs.region === 'eu' || attrs.region === 'na' ? attrs.region : undefined;
  return { base: serverOrigin + prefix, serverOrigin, agentId, layout, region };
}

export function frameUrl(options: EmbedOptions, parentOrigin: string | null, userId: string): string {
  const query = new URLSearchParams({ agentId: options.agentId, userId });
  if (options.region) query.set('region', options.region);
  if (parentOrigin) query.set('parentOrigin', parentOrigin);
  return `${options.base}/widget/frame.html?${query}`;
}

/** `lang`: the browser's language, for an agent on 'automatic' (the labels come back in it). */
export function widgetConfigUrl(options: EmbedOptions, lang = ''): string {
  const query = new URLSearchParams({ lang });
  if (options.region) query.set('region', options.region);
  return `${options.base}/api/agents/${encodeURIComponent(options.agentId)}/widget-config?${query}`;
}
