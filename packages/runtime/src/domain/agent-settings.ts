// The agent document's runtime settings, read defensively (the doc is open jsonb) with the R-AGD-17 defaults.
export interface AgentSettings {
  systemPrompt: string;
  temperature: number;
  maxTokens: number;
  model: string;
  lang: string;
  showSources: boolean;
  messageDelayMS: number;
  maxInteractionsPerUserId: number | null;
  maxTokensUsage: number;
  tokensUsage: number;
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() !== '' ? v : fallback);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function readAgentSettings(doc: Record<string, unknown>): AgentSettings {
  const limit = obj(doc.limits).maxInteractionsPerUserId;
  return {
    systemPrompt: str(doc.systemPrompt, 'You are a helpful assistant.'),
    temperature: num(doc.temperature, 0.5),
    maxTokens: num(doc.maxTokens, 1024),
    model: str(doc.model, 'gpt-4o'),
    lang: str(doc.lang, 'automatic'),
    showSources: obj(doc.vgOptions).showSources !== false,
    messageDelayMS: num(doc.messageDelayMS, 1000),
    maxInteractionsPerUserId: typeof limit === 'number' && limit > 0 ? limit : null,
    maxTokensUsage: num(doc.maxTokensUsage, 0),
    tokensUsage: num(doc.tokensUsage, 0),
  };
}
