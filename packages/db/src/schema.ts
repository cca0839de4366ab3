// One schema, applied to each region's database (R-REG-2). Spec documents map to tables;
// fields the product reads and filters on are columns, the rest of a document sits in `doc`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A person who signs in to the dashboard. The personal workspace shares its id (R-WKS-10). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull().default(''),
    photoURL: text('photo_url'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`)],
);

/** The spec's users/{uid} workspace document (R-WKS-18). */
export const workspaces = pgTable(
  'workspaces',
  {
    uid: text('uid').primaryKey(),
    ownerID: text('owner_id').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    workspaceName: text('workspace_name').notNull(),
    workspaceSecretSealed: text('workspace_secret_sealed').notNull(),
    workspaceSecretDigest: text('workspace_secret_digest').notNull(),
    workspaceEmails: jsonb('workspace_emails').$type<string[]>().notNull().default([]),
    workspacePhotoURL: text('workspace_photo_url'),
    location: text('location').notNull(),
    joinedAt: bigint('joined_at', { mode: 'number' }).notNull(),
    loadTokens: bigint('load_tokens', { mode: 'number' }).notNull().default(0),
    /** Remaining document fields (internal, stripe ids, flags…), merge-written. */
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('workspaces_secret_digest_key').on(t.workspaceSecretDigest),
    index('workspaces_owner_idx').on(t.ownerID),
    /** Membership look-ups: workspaces whose workspaceEmails hold an e-mail (R-WKS-2). */
    index('workspaces_emails_idx').using('gin', t.workspaceEmails),
  ],
);

/** Server-side dashboard sessions; only a digest of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenDigest: text('token_digest').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    userAgent: text('user_agent'),
    /** The workspace this session acts for (R-WKS-2 switching); null = the personal workspace. */
    workspaceUid: text('workspace_uid'),
    /** The region that workspace lives in. */
    workspaceRegion: text('workspace_region'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** The spec's voiceglow/{agentId} agent document (R-AGD-14). */
export const agents = pgTable(
  'agents',
  {
    id: text('id').primaryKey(),
    ownerID: text('owner_id').notNull(),
    title: text('title').notNull().default(''),
    agentPlatform: text('agent_platform').notNull().default('vg'),
    secretSealed: text('secret_sealed').notNull(),
    secretDigest: text('secret_digest').notNull(),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('agents_owner_modified_idx').on(t.ownerID, t.lastModified),
    uniqueIndex('agents_secret_digest_key').on(t.secretDigest),
  ],
);

/** voiceglow/{agent}/convos/{user} (R-HND-2). */
export const conversations = pgTable(
  'conversations',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    state: text('state').notNull().default('ai-chatting'),
    chatAssignedTo: text('chat_assigned_to'),
    totalUserInteractions: integer('total_user_interactions').notNull().default(0),
    userName: text('user_name'),
    userEmail: text('user_email'),
    userPhone: text('user_phone'),
    userImage: text('user_image'),
    ratingFrom5: integer('rating_from5'),
    nodesInfo: jsonb('nodes_info').$type<Record<string, unknown>>().notNull().default({}),
    origin: text('origin'),
    isTest: integer('is_test').notNull().default(0),
    /** A person has taken the conversation over by hand; the AI stays silent (R-HND-8). */
    manualControl: boolean('manual_control').notNull().default(false),
    /** When the pending handoff request times out (ms); null unless requested_chat (R-HND-3, R-HND-6). */
    handoffDeadline: bigint('handoff_deadline', { mode: 'number' }),
    handoffRequestedAt: bigint('handoff_requested_at', { mode: 'number' }),
    /** The assigned person's display name (first name shown to the visitor, R-HND-4). */
    assigneeName: text('assignee_name'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.userId] }),
    index('conversations_agent_modified_idx').on(t.agentId, t.lastModified),
    index('conversations_handoff_due_idx').on(t.state, t.handoffDeadline),
  ],
);

/** The conversation's turns, one row each (the spec keeps them as one JSON string; see docs/spec-deviations.md). */
export const conversationTurns = pgTable(
  'conversation_turns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: text('agent_id').notNull(),
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    from: text('from').notNull(),
    messages: jsonb('messages').$type<unknown[]>().notNull(),
    sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
    ts: bigint('ts', { mode: 'number' }).notNull(),
  },
  (t) => [index('conversation_turns_convo_idx').on(t.agentId, t.userId, t.id)],
);

/** Knowledge documents (R-KB-2, R-KB-3). Text sources keep their content; files and URLs their extracted text. */
export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').notNull(),
    agencyId: text('agency_id'),
    name: text('name').notNull(),
    /** 'doc' (text or file) or 'url' (R-KB-3); kind tells which doc. */
    sourceType: text('source_type').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('INITIALIZED'),
    error: text('error'),
    refreshRate: text('refresh_rate').notNull().default('never'),
    withRefresh: integer('with_refresh').notNull().default(0),
    content: text('content'),
    contentURL: text('content_url'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    contentHash: text('content_hash'),
    charCount: integer('char_count').notNull().default(0),
    dimensions: integer('dimensions'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    lastRefreshTS: bigint('last_refresh_ts', { mode: 'number' }),
    nextRefreshTS: bigint('next_refresh_ts', { mode: 'number' }),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('kb_documents_agent_idx').on(t.agentId, t.ts),
    index('kb_documents_refresh_idx').on(t.nextRefreshTS),
  ],
);

/** Retrieval units of a document: full text always; embeddings live in kb_embeddings where pgvector exists. */
export const kbChunks = pgTable(
  'kb_chunks',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => kbDocuments.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    url: text('url'),
    tsv: tsvector('tsv').notNull().generatedAlwaysAs(sql`to_tsvector('simple', text)`),
  },
  (t) => [
    index('kb_chunks_agent_idx').on(t.agentId),
    index('kb_chunks_doc_idx').on(t.documentId, t.seq),
    index('kb_chunks_tsv_idx').using('gin', t.tsv),
  ],
);

/** Tools the model may call (R-TOOL-1..3); the secret is sealed like other secrets. */
export const tools = pgTable(
  'tools',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    fields: jsonb('fields').$type<Record<string, unknown>[]>().notNull().default([]),
    serverUrl: text('server_url').notNull(),
    serverUrlSecretSealed: text('server_url_secret_sealed'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('tools_agent_idx').on(t.agentId)],
);

/** Credit movements and model usage (R-CRD-4). amount is in credits; decrease debits loadTokens. */
export const usageLogs = pgTable(
  'usage_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    agentId: text('agent_id'),
    amount: doublePrecision('amount').notNull(),
    direction: text('direction').notNull(),
    causedBy: text('caused_by').notNull(),
    featureKey: text('feature_key'),
    message: text('message'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    modelId: text('model_id'),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('usage_logs_workspace_idx').on(t.workspaceId, t.timestamp),
    index('usage_logs_agent_idx').on(t.agentId, t.timestamp),
  ],
);

/**
 * The agent's unpublished edits (R-VER-12): a merge patch over the published document, so direct
 * writes to the agent (REST saves, the flow editor) still show through fields nobody has touched.
 */
export const agentDrafts = pgTable('agent_drafts', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  patch: jsonb('patch').$type<Record<string, unknown>>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/** Version history (R-VER-8, R-VER-11): the 20 newest snapshots of each agent are kept. */
export const agentBackups = pgTable(
  'agent_backups',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** { name, agentData } with secrets left out. */
    agentTemplate: jsonb('agent_template').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** Orders backups taken within the same second. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('agent_backups_agent_idx').on(t.agentId, t.createdAt, t.seq)],
);

/** Dashboard events the analytics issue reads, such as agent tab clicks (R-APS-12). */
export const dashboardEvents = pgTable(
  'dashboard_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    agentId: text('agent_id'),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [index('dashboard_events_agent_idx').on(t.agentId, t.kind, t.timestamp)],
);

/**
 * An agency's organisation of clients (R-ORG-2, orgs/{id}). Columns for what access checks and
 * billing read; the rest of the document (settings, tags, defaults…) sits in `doc`.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: text('id').primaryKey(),
    /** The agency workspace that owns the organisation. */
    ownerID: text('owner_id').notNull(),
    name: text('name').notNull(),
    squarePhotoURL: text('square_photo_url'),
    widgetIDs: jsonb('widget_ids').$type<string[]>().notNull().default([]),
    dashboardLayout: text('dashboard_layout').notNull().default('vertical'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    loadTokens: bigint('load_tokens', { mode: 'number' }).notNull().default(0),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
  },
  (t) => [index('organisations_owner_idx').on(t.ownerID)],
);

/** A client user of an organisation (R-ORG-1, clients/{id}); the password is a hash, never readable. */
export const clientUsers = pgTable(
  'client_users',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The agency workspace, denormalised for access checks. */
    ownerID: text('owner_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Sessions issued before this moment are void (the password changed). */
    passwordChangedAt: bigint('password_changed_at', { mode: 'number' }).notNull(),
    squarePhotoURL: text('square_photo_url'),
    canAccess: jsonb('can_access').$type<string[]>().notNull(),
    clientTabOrder: jsonb('client_tab_order').$type<string[]>().notNull().default([]),
    widgetIDs: jsonb('widget_ids').$type<string[]>().notNull().default([]),
    isOrgAdmin: boolean('is_org_admin').notNull().default(false),
    allowCreateAgents: boolean('allow_create_agents').notNull().default(false),
    status: text('status').notNull().default('offline'),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('client_users_email_key').on(sql`lower(${t.email})`),
    index('client_users_org_idx').on(t.orgId),
  ],
);

/** Credits moved between a workspace and one of its organisations (R-ORG-17..19), for the record. */
export const creditTransfers = pgTable(
  'credit_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    orgId: text('org_id').notNull(),
    /** Positive: workspace → organisation; negative: organisation → workspace. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    actor: text('actor').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [index('credit_transfers_org_idx').on(t.orgId, t.timestamp)],
);

/** Client dashboard sessions (R-CLA); only a digest of the cookie token is stored, like `sessions`. */
export const clientSessions = pgTable(
  'client_sessions',
  {
    tokenDigest: text('token_digest').primaryKey(),
    /** Null for an agency owner's admin session (R-CLA-14), which has agencyId instead. */
    clientId: text('client_id').references(() => clientUsers.id, { onDelete: 'cascade' }),
    agencyId: text('agency_id'),
    /** Admin sessions are void when the agency secret is regenerated after they began. */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('client_sessions_client_idx').on(t.clientId)],
);

/** Pending invitations to join a workspace (R-WKS-3..7); the join link carries a token, stored as a digest. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenDigest: text('token_digest').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    acceptedAt: bigint('accepted_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_key').on(t.tokenDigest),
    index('workspace_invitations_workspace_idx').on(t.workspaceUid, t.createdAt),
  ],
);

/**
 * An agency (agencies/{agencyId}): the white-label side of a workspace that resells. Its id is the
 * owner workspace's uid. The secret (R-CLA-14) is sealed; settings and the rest of the document are jsonb.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretDigest: text('secret_digest').notNull(),
    /** When the secret was last (re)generated: admin sessions begun before it are void. */
    secretRotatedAt: bigint('secret_rotated_at', { mode: 'number' }).notNull(),
    /** Lower-case host names the client dashboard is served on (R-CSH, R-DOM). */
    customDomain: text('custom_domain'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('agencies_secret_digest_key').on(t.secretDigest),
    uniqueIndex('agencies_custom_domain_key').on(t.customDomain),
  ],
);

/**
 * One-time client sign-in credentials (R-CLA-3, R-CLA-6): e-mailed login codes and one-tap link
 * tokens. Only digests are stored; each is single use, expires, and counts failed attempts.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'client-code' (typed by the client) or 'client-link' (one-tap link). */
    kind: text('kind').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (t) => [
    index('login_tokens_client_idx').on(t.clientId, t.kind, t.createdAt),
    index('login_tokens_digest_idx').on(t.digest),
  ],
);

/**
 * Uploaded files (logos, profile photos, feedback attachments), kept in the database so servers
 * behind a load balancer need no shared disk. Type- and size-checked before they get here.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    /** Who uploaded it: 'account:<id>', 'client:<id>', 'visitor:<agentId>'. */
    owner: text('owner').notNull(),
    purpose: text('purpose').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('uploads_owner_idx').on(t.owner, t.createdAt)],
);

/**
 * Every e-mail Parley sends. With SMTP configured it is also delivered; without, it stays here and
 * the dashboard shows it, so nothing is lost on a machine without mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The workspace the mail was sent for (shown in its outbox), if any. */
    workspaceId: text('workspace_id'),
    purpose: text('purpose').notNull(),
    from: text('from').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<Record<string, unknown>[]>().notNull().default([]),
    /** 'stored' (no transport configured), 'sent' or 'failed'. */
    status: text('status').notNull(),
    transport: text('transport').notNull(),
    messageId: text('message_id'),
    error: text('error'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }),
  },
  (t) => [index('mail_outbox_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** The workspace log (R-EVT-1). */
export const workspaceLogs = pgTable(
  'workspace_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    agentId: text('agent_id'),
    type: text('type').notNull(),
    content: text('content').notNull(),
    channel: text('channel'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    withEmail: boolean('with_email').notNull().default(false),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('workspace_logs_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * Event-hook deliveries to a workspace's own endpoint (R-EVT-2..4), retried with backoff by any
 * server (rows are claimed with FOR UPDATE SKIP LOCKED).
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    endpoint: text('endpoint').notNull(),
    /** 'pending', 'delivered' or 'failed' (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: bigint('next_attempt_at', { mode: 'number' }).notNull(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    deliveredAt: bigint('delivered_at', { mode: 'number' }),
  },
  (t) => [
    index('event_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('event_deliveries_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

/**
 * In-app notifications (R-NTF-2), one row per recipient: 'account:<id>' (workspace people) or
 * 'client:<id>'. Level 1 is any visitor message, level 2 a handoff request.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    workspaceId: text('workspace_id').notNull(),
    orgId: text('org_id'),
    agentId: text('agent_id'),
    /** The conversation's visitor id, when about one. */
    userId: text('user_id'),
    level: integer('level').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    urlPathname: text('url_pathname'),
    seen: boolean('seen').notNull().default(false),
    ts: bigint('ts', { mode: 'number' }).notNull(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipient, t.level, t.ts)],
);

/** Web Push subscriptions (R-NTF-9's FB_PUSH_TOKEN): one browser endpoint per row. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    endpoint: text('endpoint').notNull(),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    userAgent: text('user_agent'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_recipient_idx').on(t.recipient),
  ],
);

/** A workspace person's presence and notification settings (clients keep theirs on client_users). */
export const accountSettings = pgTable('account_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** 'online' or 'offline' (R-CSH-4 for team members, R-WCV-4). */
  status: text('status').notNull().default('offline'),
  /** R-NTF-3: 'all' | 'requestsOnly' | 'none'. */
  notifyIf: text('notify_if').notNull().default('requestsOnly'),
  /** R-NTF-4: 'email' | 'push' | 'all' | 'none'. */
  notifyThrough: text('notify_through').notNull().default('all'),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/**
 * Files visitors send in the widget (R-WUP-*): the bytes live in the configured file store (local
 * disk by default, S3-compatible storage by configuration); this row says where.
 */
export const widgetFiles = pgTable(
  'widget_files',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** 'chat', 'form' or 'formField' (their size limits differ). */
    component: text('component').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** 'disk' or 's3'. */
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('widget_files_convo_idx').on(t.agentId, t.userId, t.createdAt)],
);
