// Settings of the knowledge service, from the validated env plus what tests inject.
import type { Env } from '@parley/config/env';
import type { EmbeddingSettings } from '../infrastructure/embedder';

export interface KnowledgeOptions {
  maxFileMb: number;
  crawlMaxPages: number;
  /** Crawling private/loopback addresses: KB_ALLOW_PRIVATE_NETWORK (off by default); tests serve a local site. */
  allowPrivateNetwork: boolean;
  embeddings: EmbeddingSettings | null;
  refreshSweepSeconds: number;
  concurrency: number;
}

export function knowledgeOptionsFromEnv(
  env: Env,
  overrides: Partial<KnowledgeOptions> = {},
): KnowledgeOptions {
  const embeddings =
    env.EMBEDDINGS_MODEL && env.OPENAI_BASE_URL
      ? { baseURL: env.OPENAI_BASE_URL, model: env.EMBEDDINGS_MODEL, apiKey: env.OPENAI_API_KEY }
      : null;
  return {
    maxFileMb: env.KB_MAX_FILE_MB,
    crawlMaxPages: env.KB_CRAWL_MAX_PAGES,
    allowPrivateNetwork: env.KB_ALLOW_PRIVATE_NETWORK,
    embeddings,
    refreshSweepSeconds: env.KB_REFRESH_SWEEP_SECONDS,
    concurrency: 2,
    ...overrides,
  };
}
