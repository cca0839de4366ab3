// What the widget is told about its conversation (the 'conversation' socket message and the interact
// answer): the state, who the visitor talks to (first name and photo), the deadline of a request.
import type { DataContext } from '@parley/db/context';
import { accounts, clientUsers } from '@parley/db/schema';
import { REGIONS } from '@parley/kernel/regions';
import { eq } from 'drizzle-orm';
import { firstNameOf, type HandoffSnapshot } from '../domain/handoff-state';
import { findConversation } from '../infrastructure/conversation-repo';
import type { ConversationKey } from './change-handoff';
import { snapshotOf } from './conversation-snapshot';

export interface PublicConversation {
  state: HandoffSnapshot['state'];
  assignee: { name: string; firstName: string; photoURL: string | null } | null;
  handoffDeadline: number | null;
  manualControl: boolean;
}

export const AI_CONVERSATION: PublicConversation = {
  state: 'ai-chatting',
  assignee: null,
  handoffDeadline: null,
  manualControl: false,
};

async function photoOf(ctx: DataContext, id: string): Promise<string | null> {
  const [kind, key] = id.split(':') as [string, string | undefined];
  if (!key) return null;
  for (const region of REGIONS) {
    const { db } = ctx.dbs[region];
    const rows =
      kind === 'account'
        ? await db.select({ photo: accounts.photoURL }).from(accounts).where(eq(accounts.id, key)).limit(1)
        : kind === 'client'
          ? await db
              .select({ photo: clientUsers.squarePhotoURL })
              .from(clientUsers)
              .where(eq(clientUsers.id, key))
              .limit(1)
          : [];
    if (rows[0]) return rows[0].photo ?? null;
  }
  return null;
}

export async function publicViewOf(ctx: DataContext, snapshot: HandoffSnapshot): Promise<PublicConversation> {
  return {
    state: snapshot.state,
    assignee: snapshot.assignee
      ? {
          name: snapshot.assignee.name,
          firstName: firstNameOf(snapshot.assignee.name),
          photoURL: await photoOf(ctx, snapshot.assignee.id),
        }
      : null,
    handoffDeadline: snapshot.deadline,
    manualControl: snapshot.manualControl,
  };
}

export async function readConversationView(
  ctx: DataContext,
  key: ConversationKey,
): Promise<PublicConversation> {
  const row = await findConversation(ctx.dbs[key.region].db, key.agentId, key.userId);
  return row ? publicViewOf(ctx, snapshotOf(row)) : AI_CONVERSATION;
}
