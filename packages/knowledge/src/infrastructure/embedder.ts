// Embeddings from an OpenAI-compatible /embeddings endpoint (EMBEDDINGS_MODEL at OPENAI_BASE_URL).
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embed, embedMany } from 'ai';

export const KB_EMBEDDING_DIMENSION = 1536;

export interface EmbeddingSettings {
  baseURL: string;
  model: string;
  apiKey?: string;
}

export interface Embedder {
  model: string;
  embedDocuments(texts: string[]): Promise<number[][]>;
  embedQuery(text: string): Promise<number[]>;
}

export function createEmbedder(settings: EmbeddingSettings): Embedder {
  const provider = createOpenAICompatible({
    name: 'embeddings',
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
  });
  const model = provider.embeddingModel(settings.model);
  return {
    model: settings.model,
    embedDocuments: async (texts) =>
      texts.length === 0 ? [] : (await embedMany({ model, values: texts, maxRetries: 0 })).embeddings,
    embedQuery: async (text) => (await embed({ model, value: text, maxRetries: 0 })).embedding,
  };
}
