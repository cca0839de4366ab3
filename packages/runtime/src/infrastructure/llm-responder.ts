// The language-model responder: any OpenAI-compatible endpoint through the Vercel AI SDK, streaming, with tools.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText } from 'ai';
import { readAgentSettings } from '../domain/agent-settings';
import { questionOf } from '../domain/builtin-responder';
import { describeLanguage, mapHistoryToMessages } from '../domain/history-messages';
import { formatPassagesForPrompt, mapPassagesToSources } from '../domain/passage-sources';
import type { RuntimePorts } from '../domain/ports';
import type { Responder, ResponderEvent } from '../domain/responder';
import { buildLlmTools } from './llm-tools';

export interface LlmConfig {
  baseURL: string;
  apiKey?: string;
  /** Overrides the agent's model name (OPENAI_MODEL). */
  model?: string;
  toolTimeoutMs: number;
}

export const LLM_PASSAGE_LIMIT = 5;
const MAX_STEPS = 5;

export function createLlmResponder(config: LlmConfig, ports: RuntimePorts): Responder {
  const provider = createOpenAICompatible({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    name: 'openai-compatible',
    includeUsage: true,
  });
  return async function* llmResponder(input): AsyncIterable<ResponderEvent> {
    const question = questionOf(input.action);
    if (question === null) return;
    const settings = readAgentSettings(input.agent);
    const modelId = config.model ?? settings.model;
    const key = { region: input.region, agentId: input.agentId };
    const [passages, specs] = await Promise.all([
      ports.retrieve({ ...key, query: question, limit: LLM_PASSAGE_LIMIT }),
      ports.listTools(key),
    ]);
    const pending: ResponderEvent[] = [];
    const tools = buildLlmTools({
      ...key,
      specs,
      callTool: ports.callTool,
      timeoutMs: config.toolTimeoutMs,
      signal: input.signal,
      emit: (event) => pending.push(event),
    });
    yield {
      type: 'debug',
      entry: { responder: 'llm', model: modelId, passages: passages.length, tools: specs.length },
    };
    if (passages.length > 0) yield { type: 'sources', sources: mapPassagesToSources(passages) };

    const system = [
      settings.systemPrompt,
      describeLanguage(settings.lang, input.visitorLang),
      formatPassagesForPrompt(passages),
      input.flow?.prompt ?? '',
    ]
      .filter((s) => s !== '')
      .join('\n\n');
    const result = streamText({
      model: provider.chatModel(modelId),
      system,
      messages: [...mapHistoryToMessages(input.history), { role: 'user', content: question }],
      temperature: settings.temperature,
      maxOutputTokens: settings.maxTokens,
      tools,
      stopWhen: stepCountIs(MAX_STEPS),
      abortSignal: input.signal,
      maxRetries: 0,
      onError: () => {}, // surfaced below as an 'error' part
    });
    for await (const part of result.fullStream) {
      yield* pending.splice(0);
      if (part.type === 'text-delta' && part.text !== '') yield { type: 'text', delta: part.text };
      else if (part.type === 'error')
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
      else if (part.type === 'abort') yield { type: 'debug', entry: { aborted: true } };
      else if (part.type === 'finish') {
        yield {
          type: 'usage',
          inputTokens: part.totalUsage.inputTokens ?? 0,
          outputTokens: part.totalUsage.outputTokens ?? 0,
          modelId,
        };
      }
    }
    yield* pending.splice(0);
  };
}
