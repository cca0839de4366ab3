// One schema, applied to each region's database (R-REG-2). Spec documents map to tables;
// fields the product reads and filters on are columns, the rest of a document sits in `doc`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
