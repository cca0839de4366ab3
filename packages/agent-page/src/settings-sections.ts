// The agent settings page (issue 5 §3): its sub-tabs (R-SRC-5) and the agent fields each one edits
// (R-AGD-14..19, R-AGD-18's widget variables). The settings UI renders from this, search indexes it,
// and every value is validated by the contract's ZAgentDoc, so a rule lives in one place.

export const SETTINGS_SECTION_KEYS = [
  'core',
  'ui',
  'widget',
  'language',
  'security',
  'notifications',
  'handoff',
  'technical',
  'analytics',
  'advanced',
  'integrations',
] as const;
export type SettingsSectionKey = (typeof SETTINGS_SECTION_KEYS)[number];

export type SettingsFieldKind =
  | 'text'
  | 'textarea'
  | 'url'
  | 'number'
  | 'switch'
  | 'select'
  | 'code'
  /** Write-only: the current value is never shown, only whether one is set. */
  | 'secret'
  /** Shown with a copy button, never edited here. */
  | 'readonly'
  /** The widget's Home/Chats/FAQ tabs (R-AGD-18 tabs[]), edited tab by tab. */
  | 'widgetTabs'
  /** The footer's custom buttons (customButtonJSON_STRING), edited as a list. */
  | 'customButtons';

export interface SettingsField {
  /** Dotted path in the agent document, e.g. 'vgOptions.handoffTimeout'. */
  path: string;
  label: string;
  description: string;
  kind: SettingsFieldKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Number inputs: bounds and unit shown beside the field (the contract enforces the bounds). */
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  placeholder?: string;
  /** Only for agents on these platforms (R-AGD-1). */
  platforms?: ReadonlyArray<'vg' | 'vf' | 'oai-assistants'>;
  /** Extra words search should match (R-SRC). */
  keywords?: string;
}

export interface SettingsSection {
  key: SettingsSectionKey;
  label: string;
  description: string;
  fields: ReadonlyArray<SettingsField>;
}

export const LANGUAGE_OPTIONS = [
  { value: 'automatic', label: 'Automatic (visitor’s browser)' },
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'Arabic' },
  { value: 'de', label: 'German' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'he', label: 'Hebrew' },
  { value: 'hi', label: 'Hindi' },
  { value: 'it', label: 'Italian' },
  { value: 'ja', label: 'Japanese' },
  { value: 'ko', label: 'Korean' },
  { value: 'nl', label: 'Dutch' },
  { value: 'pl', label: 'Polish' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'ru', label: 'Russian' },
  { value: 'sv', label: 'Swedish' },
  { value: 'tr', label: 'Turkish' },
  { value: 'uk', label: 'Ukrainian' },
  { value: 'zh', label: 'Chinese' },
] as const;

export const SETTINGS_SECTIONS: ReadonlyArray<SettingsSection> = [
  {
    key: 'core',
    label: 'Core',
    description: 'Name, platform and the model that answers.',
    fields: [
      {
        path: 'title',
        label: 'Agent name',
        description: 'Shown in the widget header and the dashboard.',
        kind: 'text',
      },
      {
        path: 'description',
        label: 'Description',
        description: 'One line under the name in the widget header.',
        kind: 'text',
      },
      {
        path: 'agentPlatform',
        label: 'Platform',
        description: 'Built-in runtime, an external flow (Voiceflow Dialog API) or assistants.',
        kind: 'select',
        options: [
          { value: 'vg', label: 'Built-in' },
          { value: 'vf', label: 'External flow (Voiceflow)' },
          { value: 'oai-assistants', label: 'Assistants' },
        ],
      },
      {
        path: 'model',
        label: 'Model',
        description: 'Model id sent to the configured OpenAI-compatible provider.',
        kind: 'text',
        platforms: ['vg', 'oai-assistants'],
        placeholder: 'gpt-4o',
      },
      {
        path: 'temperature',
        label: 'Temperature',
        description: 'Higher is more varied, lower more predictable.',
        kind: 'number',
        min: 0,
        max: 2,
        step: 0.1,
        platforms: ['vg', 'oai-assistants'],
      },
      {
        path: 'maxTokens',
        label: 'Max reply tokens',
        description: 'Longest reply the model may write.',
        kind: 'number',
        min: 1,
        max: 200000,
        step: 1,
        platforms: ['vg', 'oai-assistants'],
      },
      {
        path: 'systemPrompt',
        label: 'System prompt',
        description: 'Instructions the model follows in every conversation.',
        kind: 'textarea',
        platforms: ['vg', 'oai-assistants'],
        keywords: 'instructions persona',
      },
      {
        path: 'initPrompt',
        label: 'Greeting prompt',
        description: 'How the model opens a new conversation.',
        kind: 'textarea',
        platforms: ['vg', 'oai-assistants'],
        keywords: 'init first message',
      },
      {
        path: 'disabled',
        label: 'Agent disabled',
        description: 'Visitors see that the agent is unavailable; nothing is answered.',
        kind: 'switch',
        keywords: 'turn off pause offline',
      },
    ],
  },
  {
    key: 'ui',
    label: 'Interface',
    description: 'How the widget looks and behaves on the page.',
    fields: [
      {
        path: 'ui.widgetType',
        label: 'Widget type',
        description: 'A single chat, or tabs with Home, Chats and FAQ.',
        kind: 'select',
        options: [
          { value: 'chat', label: 'Chat only' },
          { value: 'tabs', label: 'Tabs (Home, Chats, FAQ)' },
        ],
      },
      {
        path: 'buttonsLayout',
        label: 'Buttons layout',
        description: 'Where choice buttons appear: under the message or in the footer.',
        kind: 'select',
        options: [
          { value: 'default', label: 'Under the message' },
          { value: 'in-footer', label: 'In the footer' },
        ],
      },
      {
        path: 'fontFamily',
        label: 'Font',
        description: 'Font family of the widget; empty inherits the default.',
        kind: 'text',
        placeholder: 'Inter, sans-serif',
      },
      {
        path: 'scrollAnimation',
        label: 'Scroll animation',
        description: 'Animate new messages into view.',
        kind: 'switch',
      },
      {
        path: 'disableSmoothScroll',
        label: 'Disable smooth scroll',
        description: 'Jump to new messages instead of scrolling.',
        kind: 'switch',
      },
      {
        path: 'ui.bgImageVisible',
        label: 'Show background image',
        description: 'Show the chat background image (set on Design).',
        kind: 'switch',
      },
      {
        path: 'enableQuickFileUpload',
        label: 'Quick file upload',
        description: 'An attachment button in the footer.',
        kind: 'switch',
        keywords: 'attachment upload files',
      },
      {
        path: 'enableAudioSupport',
        label: 'Voice messages',
        description: 'A microphone button to send voice notes.',
        kind: 'switch',
        keywords: 'microphone audio',
      },
    ],
  },
  {
    key: 'widget',
    label: 'Widget tabs',
    description: 'The Home, Chats and FAQ tabs and the custom buttons visitors see.',
    fields: [
      {
        path: 'tabs',
        label: 'Tabs',
        description:
          'Shown when Interface → Widget type is Tabs: each tab’s label, icon and visibility, the Home greeting and buttons, and the FAQ page.',
        kind: 'widgetTabs',
        keywords:
          'home chats faq greeting icebreakers ice breakers iframe live call handoff recent conversation',
      },
      {
        path: 'customButtonJSON_STRING',
        label: 'Custom buttons',
        description: 'Buttons in the chat footer that send a message, trigger an intent or open a link.',
        kind: 'customButtons',
        keywords: 'footer buttons intent link shortcut',
      },
    ],
  },
  {
    key: 'language',
    label: 'Language',
    description: 'The language of the widget’s fixed phrases.',
    fields: [
      {
        path: 'lang',
        label: 'Widget language',
        description: 'Automatic follows the visitor’s browser.',
        kind: 'select',
        options: LANGUAGE_OPTIONS,
        keywords: 'translate locale translation',
      },
    ],
  },
  {
    key: 'security',
    label: 'Security',
    description: 'The agent’s API key and usage limits.',
    fields: [
      {
        path: 'SECRET_API_KEY',
        label: 'Agent API key',
        description: 'Bearer key for this agent’s REST calls. Keep it secret.',
        kind: 'readonly',
        keywords: 'secret token bearer',
      },
      {
        path: 'maxTokensUsage',
        label: 'Max tokens usage',
        description: 'Stop answering once this many tokens are used; 0 means no limit.',
        kind: 'number',
        min: 0,
        max: 1000000000,
        step: 1000,
        keywords: 'limit budget credits',
      },
      {
        path: 'limits.maxInteractionsPerUserId',
        label: 'Max messages per visitor',
        description: 'Messages one visitor may send; empty means no limit.',
        kind: 'number',
        min: 1,
        max: 1000000,
        step: 1,
        keywords: 'rate limit abuse spam',
      },
    ],
  },
  {
    key: 'notifications',
    label: 'Notifications',
    description: 'Sounds and signals in the widget.',
    fields: [
      {
        path: 'soundEffectEnabled',
        label: 'Message sound',
        description: 'Play a sound when a reply arrives.',
        kind: 'switch',
        keywords: 'audio alert',
      },
      {
        path: 'soundEffectUrl',
        label: 'Sound URL',
        description: 'An audio file to play instead of the default sound.',
        kind: 'url',
      },
      {
        path: 'disableNoReplyListener',
        label: 'Ignore unanswered messages',
        description: 'Do not alert the team when a visitor’s message goes unanswered.',
        kind: 'switch',
      },
    ],
  },
  {
    key: 'handoff',
    label: 'Handoff',
    description: 'How visitors reach a person from your team.',
    fields: [
      {
        path: 'enableVGHandoff',
        label: 'Enable handoff',
        description: 'Let visitors ask for a person.',
        kind: 'switch',
        keywords: 'human agent live chat',
      },
      {
        path: 'UIhandoffTitle',
        label: 'Handoff title',
        description: 'Shown while the visitor waits for a person.',
        kind: 'text',
      },
      {
        path: 'UIhandoffSubtitle',
        label: 'Handoff subtitle',
        description: 'Shown under the title.',
        kind: 'text',
      },
      {
        path: 'vgOptions.handoffTimeout',
        label: 'Handoff timeout',
        description: 'Seconds to wait for a person before the AI takes back the conversation (default 60).',
        kind: 'number',
        min: 1,
        max: 86400,
        step: 1,
        unit: 'seconds',
        keywords: 'wait no response',
      },
      {
        path: 'alwaysShowHandoff',
        label: 'Always show handoff button',
        description: 'Show the handoff button from the first message.',
        kind: 'switch',
      },
      {
        path: 'fixedHandoffPopup',
        label: 'Fixed handoff panel',
        description: 'Keep the handoff panel open while waiting.',
        kind: 'switch',
      },
      {
        path: 'manualControl',
        label: 'Manual control',
        description: 'The AI never answers; your team replies to every message.',
        kind: 'switch',
        keywords: 'human only takeover',
      },
    ],
  },
  {
    key: 'technical',
    label: 'Technical',
    description: 'Timing, history and knowledge-base behaviour.',
    fields: [
      {
        path: 'messageDelayMS',
        label: 'Message delay',
        description: 'Pause between consecutive bot messages.',
        kind: 'number',
        min: 0,
        max: 60000,
        step: 100,
        unit: 'ms',
      },
      {
        path: 'delayBeforeSubmit',
        label: 'Delay before submit',
        description: 'Wait before sending what the visitor typed, to gather several lines.',
        kind: 'number',
        min: 0,
        max: 60000,
        step: 100,
        unit: 'ms',
      },
      {
        path: 'recordChatHistory',
        label: 'Record chat history',
        description: 'Keep conversations so they show in Conversations.',
        kind: 'switch',
        keywords: 'transcripts privacy',
      },
      {
        path: 'chatForget',
        label: 'Forget chats',
        description: 'Start a fresh conversation on every visit.',
        kind: 'switch',
      },
      {
        path: 'smartInit',
        label: 'Smart start',
        description: 'Greet returning visitors where they left off.',
        kind: 'switch',
      },
      {
        path: 'autoStartWidget',
        label: 'Open automatically',
        description: 'Open the widget when the page loads.',
        kind: 'switch',
      },
      {
        path: 'syncBrowser',
        label: 'Sync browser tabs',
        description: 'Keep the conversation in step across the visitor’s tabs.',
        kind: 'switch',
      },
      {
        path: 'listenForUrlChanges',
        label: 'Follow page changes',
        description: 'Tell the agent when the visitor moves to another page.',
        kind: 'switch',
      },
      {
        path: 'vgOptions.maxChunkSize',
        label: 'Max chunk size',
        description: 'Largest knowledge-base passage, in characters (at least 1000).',
        kind: 'number',
        min: 1000,
        max: 100000,
        step: 100,
        unit: 'characters',
        keywords: 'knowledge chunking',
      },
      {
        path: 'vgOptions.showSources',
        label: 'Show sources',
        description: 'List the knowledge-base sources under answers.',
        kind: 'switch',
        keywords: 'citations references',
      },
    ],
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Ratings and usage.',
    fields: [
      {
        path: 'disableRating',
        label: 'Disable rating',
        description: 'Do not ask visitors to rate the conversation.',
        kind: 'switch',
        keywords: 'stars feedback csat',
      },
      {
        path: 'tokensUsage',
        label: 'Tokens used',
        description: 'Tokens this agent has used so far.',
        kind: 'readonly',
      },
    ],
  },
  {
    key: 'advanced',
    label: 'Advanced',
    description: 'Custom CSS and the flow editor.',
    fields: [
      {
        path: 'ADVANCED_customCSS',
        label: 'Custom CSS',
        description: 'Extra CSS applied inside the widget frame only.',
        kind: 'code',
        keywords: 'style stylesheet',
      },
      {
        path: 'enableNodes',
        label: 'Flow editor',
        description: 'Build the conversation as nodes (Prompt and Canvas tabs) instead of one prompt.',
        kind: 'switch',
        keywords: 'nodes canvas',
      },
      {
        path: 'enableUIEngine',
        label: 'Rich messages',
        description: 'Let the model answer with buttons and cards.',
        kind: 'switch',
      },
    ],
  },
  {
    key: 'integrations',
    label: 'Integrations',
    description: 'Connections to other platforms.',
    fields: [
      {
        path: 'VF_DIALOGUE_API_KEY',
        label: 'Voiceflow Dialog API key',
        description: 'Key of the external flow that answers for this agent.',
        kind: 'secret',
        platforms: ['vf'],
        keywords: 'voiceflow external flow',
      },
    ],
  },
];

export function settingsSection(key: string): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((s) => s.key === key);
}

/** The section's fields the agent's platform uses. */
export function fieldsFor(section: SettingsSection, platform: string): SettingsField[] {
  return section.fields.filter(
    (f) => !f.platforms || (f.platforms as ReadonlyArray<string>).includes(platform),
  );
}
