// The only module that reads process.env (conventions.md). Every setting is listed in the README.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The plan limits an operator may set as defaults (R-WKS-17); the workspaces domain names the same keys. */
export const DEFAULT_LIMIT_KEYS = [
  'maxAgents',
  'maxConcurrentCalls',
  'maxClients',
  'workspaceSeats',
  'twilioPhoneNumberSlots',
] as const;
export type DefaultLimitKey = (typeof DEFAULT_LIMIT_KEYS)[number];

/** 'maxAgents=50,workspaceSeats=10,maxClients=unlimited' → { maxAgents: 50, … } (unlimited = Infinity). */
const limitList = z.string().transform((text, ctx) => {
  const out: Partial<Record<DefaultLimitKey, number>> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value] = part.split('=').map((p) => p.trim());
    if (!DEFAULT_LIMIT_KEYS.includes(key as DefaultLimitKey) || !value || !/^(\d+|unlimited)$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${part}" must be key=number or key=unlimited, key one of ${DEFAULT_LIMIT_KEYS.join(', ')}`,
      });
      return z.NEVER;
    }
    out[key as DefaultLimitKey] = value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);
  }
  return out;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL_EU: z.string().optional(),
  DATABASE_URL_NA: z.string().optional(),
  PARLEY_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,44}$/, 'PARLEY_SECRET_KEY must be 32 bytes in base64')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  DEMO_EMAIL: z.email().default('demo@parley.local'),
  DEMO_PASSWORD: z.string().min(8).optional(),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  /** OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio); unset = the built-in offline responder. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  /** Overrides every agent's model name (handy with a local server that serves one model). */
  OPENAI_MODEL: z.string().optional(),
  /** Embedding model on the same endpoint's /embeddings; unset = full-text retrieval only. */
  EMBEDDINGS_MODEL: z.string().optional(),
  /** The external-flow platform's dialogue API (Voiceflow Dialog Manager) for agents with agentPlatform 'vf'. */
  VF_API_BASE_URL: z.url().default('https://general-runtime.voiceflow.com'),
  /** Seconds a tool call may take before the model is told it timed out (R-TOOL-5). */
  TOOL_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(20),
  /** Largest knowledge file accepted, in MB. */
  KB_MAX_FILE_MB: z.coerce.number().positive().max(200).default(30),
  /** Pages one URL source may crawl. */
  KB_CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(5000).default(50),
  /** Let URL sources reach private and loopback addresses (an intranet wiki); off by default against SSRF. */
  KB_ALLOW_PRIVATE_NETWORK: bool.default(false),
  /** Seconds between knowledge refresh sweeps (0 disables the scheduler). */
  KB_REFRESH_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Seconds between sweeps that time out handoff requests nobody answered (R-HND-6). */
  HANDOFF_SWEEP_SECONDS: z.coerce.number().min(1).max(300).default(5),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587, smtps://…:465); unset = the dashboard outbox only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:pass@host:port')
    .optional(),
  /** DNS servers for domain verification look-ups (comma-separated host[:port]); unset = the system's. */
  DNS_SERVERS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .optional(),
  /** A developer/operator address copied on client feedback (R-CSH-11); unset = the agency's support e-mail only. */
  FEEDBACK_DEVELOPER_EMAIL: z.email().optional(),
  /** The sender of Parley's mail, e.g. 'Acme <no-reply@acme.com>'; defaults to no-reply at PUBLIC_URL's host. */
  MAIL_FROM: z.string().min(3).max(320).optional(),
  /** Raises (or lowers) the default plan limits of every workspace without a custom plan value. */
  DEFAULT_WORKSPACE_LIMITS: limitList.default({}),
  /** Who runs this instance, filled into the legal pages (R-MKT-5). */
  OPERATOR_NAME: z.string().min(1).max(200).default('the operator of this Parley instance'),
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_ADDRESS: z.string().max(500).optional(),
  /** A folder whose legal/*.md and pricing.json replace the shipped public-site texts. */
  SITE_CONTENT_DIR: z.string().optional(),
  /** External links of the public header (R-MKT-2); each is hidden while unset. */
  LINK_AFFILIATES_URL: z.url().optional(),
  LINK_DOCS_URL: z.url().optional(),
  LINK_DISCORD_URL: z.url().optional(),
  /** R-SHL-5: the branding config's showPricing (the side navigation's pricing block). */
  SHOW_PRICING: bool.default(true),
  /** R-ONB-10: credits a new workspace starts with (1 credit = a started 1,000 tokens of a model reply). */
  SIGNUP_LOAD_TOKENS: z.coerce.number().int().min(0).max(1_000_000_000).default(1000),
  /** R-ONB-6: optional HTTP geo provider, {ip} replaced by the caller's address; unset = headers only. */
  GEO_LOOKUP_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'GEO_LOOKUP_URL must be an http(s) URL, e.g. https://ipapi.co/{ip}/json/')
    .optional(),
  /** R-ONB-7: the affiliate/referral sign-up hook and its bearer token; unset = off. */
  REFERRAL_HOOK_URL: z.url().optional(),
  REFERRAL_HOOK_TOKEN: z.string().min(1).max(500).optional(),
  /** Let workspace event hooks reach private and loopback addresses; off by default against SSRF. */
  EVENTS_ALLOW_PRIVATE_NETWORK: bool.default(false),
  /** Seconds between event-hook delivery rounds (0 disables this server's poller). */
  EVENTS_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /** Where visitors' widget uploads are kept on disk when S3_BUCKET is unset; default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /** S3 or S3-compatible storage for widget uploads (R-WUP-6); set the bucket to use it. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** Path-style addresses (bucket in the path), which most S3-compatible servers need; default on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** A folder inside the bucket, e.g. 'parley/'. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'S3_PREFIX must be empty or folder names each ending in /')
    .default(''),
  /** Uploads one address may make to one agent per minute (the widget's upload call is public). */
  WIDGET_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Where GoogleForm definitions are fetched from (R-WFM-1); only docs.google.com form links are taken. */
  GOOGLE_FORMS_ORIGIN: z.url().default('https://docs.google.com'),
  /** R-VOC-6: an OpenAI-compatible speech-to-text API (…/v1); unset = the offline recogniser (pocketsphinx). */
  STT_BASE_URL: z.url().optional(),
  STT_API_KEY: z.string().min(1).max(500).optional(),
  STT_MODEL: z.string().min(1).max(200).default('whisper-1'),
  /** Web Push VAPID key pair (base64url, as web-push generates them); unset = generated once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  /** Let Web Push subscriptions point at private and loopback addresses (a push service inside the network); off against SSRF. */
  PUSH_ALLOW_PRIVATE_NETWORK: bool.default(false),
  /** Who push services may contact about this server's pushes (mailto: or https:); defaults from MAIL_FROM / PUBLIC_URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

export function publicUrlOf(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

export function mailFromOf(env: Env): string {
  return env.MAIL_FROM ?? `Parley <no-reply@${new URL(publicUrlOf(env)).hostname}>`;
}

/** VAPID's contact (RFC 8292): VAPID_SUBJECT, else the https PUBLIC_URL, else mailto: the sender address. */
export function vapidSubjectOf(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const publicUrl = publicUrlOf(env);
  if (publicUrl.startsWith('https://')) return publicUrl;
  const from = mailFromOf(env);
  return `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from}`;
}
