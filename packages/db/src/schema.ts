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
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.userId] }),
    index('conversations_agent_modified_idx').on(t.agentId, t.lastModified),
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
    clientId: text('client_id')
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('client_sessions_client_idx').on(t.clientId)],
);
