// The short product pages behind the alternative header (R-MKT-3). Plain facts about what Parley
// does today; channels that are not built yet say so.

export type FeatureIcon =
  | 'book'
  | 'bolt'
  | 'code'
  | 'globe'
  | 'handoff'
  | 'history'
  | 'lock'
  | 'microphone'
  | 'palette'
  | 'plug'
  | 'users'
  | 'webhook'
  | 'whatsapp'
  | 'chat';

export interface ProductPage {
  path: string;
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Shown as a badge when the use case is not fully there yet. */
  status?: string;
  features: Array<{ icon: FeatureIcon; title: string; text: string }>;
  steps?: string[];
  cta: { label: string; href: string };
}

export const PRODUCT_PAGES: Record<string, ProductPage> = {
  '/landing2': {
    path: '/landing2',
    documentTitle: 'Parley for agencies',
    eyebrow: 'For agencies',
    title: 'Sell AI agents to your clients, under your own brand',
    lead: 'Build an agent once, hand it to each client with their own dashboard, and keep every conversation, credit and setting in one place.',
    features: [
      {
        icon: 'users',
        title: 'Organisations and client users',
        text: 'Group clients into organisations and give each person a login that sees only their agents and the sections you allow.',
      },
      {
        icon: 'palette',
        title: 'Your brand',
        text: 'Your logo and name on the client dashboard; Parley stays in the background.',
      },
      {
        icon: 'bolt',
        title: 'Credits you control',
        text: 'Move credits between your workspace and each organisation; transfers are atomic and never overdraw.',
      },
      {
        icon: 'webhook',
        title: 'Know what changes',
        text: 'Event hooks tell your own systems when client users are added, changed or removed.',
      },
    ],
    steps: [
      'Create your agents and test them in the debugger.',
      'Add an organisation for each client and invite their people.',
      'Put the agent on the client\u2019s site with one script tag.',
    ],
    cta: { label: 'Start your agency', href: '/signup' },
  },
  '/voice-agent': {
    path: '/voice-agent',
    documentTitle: 'Voice agents - Parley',
    eyebrow: 'Voice agents',
    title: 'One agent for chat today, and for calls as voice arrives',
    lead: 'Parley agents are built around instructions, knowledge and handoff rules that do not care whether the visitor types or talks.',
    status: 'Voice channels are on the roadmap',
    features: [
      {
        icon: 'book',
        title: 'The same knowledge',
        text: 'What your agent knows from your documents and web pages will answer callers too.',
      },
      {
        icon: 'handoff',
        title: 'The same handoff',
        text: 'A request for a person is a state of the conversation, whatever the channel.',
      },
      {
        icon: 'microphone',
        title: 'Voice settings per agent',
        text: 'Voice, transcriber and speaking thresholds live on the agent, next to its prompt.',
      },
      {
        icon: 'chat',
        title: 'Chat works now',
        text: 'Start with the web chat widget today; nothing needs rebuilding when you add a phone number.',
      },
    ],
    cta: { label: 'Build your agent', href: '/signup' },
  },
  '/chatbot': {
    path: '/chatbot',
    documentTitle: 'Website chatbot - Parley',
    eyebrow: 'Website chatbot',
    title: 'An AI chatbot on your site in minutes',
    lead: 'Pick a template, add what your business knows, and paste one script tag. Visitors get answers with sources; you read every conversation.',
    features: [
      {
        icon: 'code',
        title: 'One script tag',
        text: 'A 3 KB loader draws the launcher; the chat runs in an isolated frame so neither site\u2019s styles leak.',
      },
      {
        icon: 'book',
        title: 'Answers from your content',
        text: 'Text, PDF, Word, Markdown, CSV and whole web sites, re-fetched on a schedule you choose.',
      },
      {
        icon: 'handoff',
        title: 'People when needed',
        text: 'The agent can hand the chat to your team, with a timeout and an e-mail fallback.',
      },
      {
        icon: 'history',
        title: 'Publish with confidence',
        text: 'Edit a draft, test it, publish, and roll back to any of the last 20 versions.',
      },
    ],
    steps: [
      'Sign up and choose a template.',
      'Add your FAQ, documents or site.',
      'Copy the script tag onto your pages.',
    ],
    cta: { label: 'Create a chatbot', href: '/signup' },
  },
  '/whatsapp': {
    path: '/whatsapp',
    documentTitle: 'WhatsApp agents - Parley',
    eyebrow: 'WhatsApp',
    title: 'Take your agent to WhatsApp',
    lead: 'Customers who prefer messaging should meet the same agent they find on your web site, with the same knowledge and the same team behind it.',
    status: 'The WhatsApp channel is on the roadmap',
    features: [
      {
        icon: 'whatsapp',
        title: 'Your business number',
        text: 'Connect a WhatsApp Business number to an agent from its Channels menu.',
      },
      {
        icon: 'chat',
        title: 'One inbox',
        text: 'Conversations from every channel land in the same Conversations tab.',
      },
      {
        icon: 'handoff',
        title: 'Handoff included',
        text: 'Your team can take over a WhatsApp conversation like a web chat.',
      },
      {
        icon: 'globe',
        title: 'Start on the web',
        text: 'Build and test the agent on your site now; the channel plugs into the same agent.',
      },
    ],
    cta: { label: 'Build your agent', href: '/signup' },
  },
  '/demo': {
    path: '/demo',
    documentTitle: 'Demo - Parley',
    eyebrow: 'Demo',
    title: 'See a Parley agent at work',
    lead: 'Chat with an agent, then open the dashboard behind it: the conversation, the knowledge it used and the settings that shaped the answer.',
    features: [
      {
        icon: 'chat',
        title: 'Talk to it',
        text: 'Ask about products, orders or anything its knowledge covers.',
      },
      {
        icon: 'book',
        title: 'See its sources',
        text: 'Answers drawn from knowledge show where they came from.',
      },
      {
        icon: 'history',
        title: 'Change and compare',
        text: 'Edit the agent in a draft and compare versions before you publish.',
      },
      {
        icon: 'lock',
        title: 'Your data stays yours',
        text: 'Each workspace chooses its region; nothing is sent to trackers.',
      },
    ],
    cta: { label: 'Try it with your own content', href: '/signup' },
  },
  '/integrations': {
    path: '/integrations',
    documentTitle: 'Integrations - Parley',
    eyebrow: 'Integrations',
    title: 'Connect Parley to the systems you already run',
    lead: 'Agents call your APIs, your systems hear about changes, and everything in the dashboard is available over a documented REST API.',
    features: [
      {
        icon: 'plug',
        title: 'Tools over HTTP',
        text: 'Describe an endpoint and its fields; the agent calls it when a visitor needs it, with a secret you keep.',
      },
      {
        icon: 'webhook',
        title: 'Signed event hooks',
        text: 'Subscribe an endpoint to workspace events; every request is HMAC-signed and retried with backoff.',
      },
      {
        icon: 'code',
        title: 'REST API and OpenAPI',
        text: 'Create agents, chat, and read usage with a workspace secret or a per-agent key.',
      },
      {
        icon: 'bolt',
        title: 'Any OpenAI-compatible model',
        text: 'OpenAI, a local Ollama or vLLM, or an external flow platform for agents built elsewhere.',
      },
    ],
    cta: { label: 'Get your API key', href: '/signup' },
  },
  '/get-free-plan': {
    path: '/get-free-plan',
    documentTitle: 'Free plan - Parley',
    eyebrow: 'Free plan',
    title: 'Everything in Parley, free',
    lead: 'This instance charges nothing: unlimited agents, conversations, knowledge and team members. Sign up and start building.',
    features: [
      {
        icon: 'chat',
        title: 'Unlimited agents',
        text: 'Build as many agents as you need, each with its own knowledge and tools.',
      },
      {
        icon: 'users',
        title: 'Your team',
        text: 'Invite colleagues to your workspace and resell to clients in agency mode.',
      },
      {
        icon: 'lock',
        title: 'No card needed',
        text: 'No trial clock and no payment details: just an e-mail and a password.',
      },
      {
        icon: 'globe',
        title: 'EU or North America',
        text: 'Pick where your workspace\u2019s data lives when you sign up.',
      },
    ],
    cta: { label: 'Get the free plan', href: '/signup' },
  },
};
