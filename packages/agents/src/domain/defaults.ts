// Defaults applied when an agent is created (R-AGD-*, R-AGC-19).
import type { TAgentDoc } from '@parley/contract/agents';

export const DEFAULT_DESCRIPTION = 'Your virtual assistant.';
export const DEFAULT_PROACTIVE_MESSAGE = '👋 Hi, how can I help you today?';
export const DEFAULT_BRANDING = 'Powered by Parley';

/** Widget and identity defaults every new agent gets (R-AGD-4..13). */
export const AGENT_DEFAULTS = {
  agentPlatform: 'vg',
  description: DEFAULT_DESCRIPTION,
  theme: 'blue-dark',
  branding: DEFAULT_BRANDING,
  proactiveMessage: DEFAULT_PROACTIVE_MESSAGE,
  messageDelayMS: 1000,
  lang: 'en',
  recordChatHistory: true,
  smartInit: true,
  UIhandoffTitle: 'Support Team',
  UIhandoffSubtitle: 'We reply within minutes ⚡',
  disabled: false,
  enableNodes: false,
  autoStartWidget: false,
} satisfies TAgentDoc;

/** Native-platform starter defaults (R-AGD-17); merged unless an LLM-studio option is set (R-AGC-14). */
export const NATIVE_STARTER_DEFAULTS = {
  model: 'gpt-4o',
  enableUIEngine: true,
  temperature: 0.5,
  systemPrompt:
    'You are a helpful, concise assistant. Answer from the knowledge you have been given; say plainly when you do not know.',
  initPrompt: 'Greet the visitor briefly and ask how you can help.',
  initMessages: [] as string[],
  maxTokens: 1024,
  kbDefaultDimension: 1536,
  vgOptions: { maxChunkSize: 2424, showSources: true },
  internal: { websocketServer: 'nodejs' },
  voiceConfig: {
    config: { recordAudio: false, enableWebCalling: false, backgroundNoise: 'restaurant' },
    transcriber: { provider: 'built-in', modelId: 'default', utteranceThreshold: 150, language: 'en' },
    speechGen: { provider: 'built-in', voiceId: 'default' },
  },
};

/** What creation itself forces (R-AGC-19): owner, usage counter, transcriber threshold, config version. */
export function creationOverrides(ownerID: string) {
  return {
    ownerID,
    maxTokensUsage: 0,
    internal: { accountCreationConfig: 'v2' },
    voiceConfig: { transcriber: { utteranceThreshold: 50 } },
  };
}
