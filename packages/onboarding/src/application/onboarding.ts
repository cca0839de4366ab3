// Answering or skipping the onboarding questions (R-ONB-1); either way it is not asked again.
import type { DataContext } from '@parley/db/context';
import { accounts, workspaces } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import type { Principal } from '@parley/workspaces/domain/principal';
import { eq, sql } from 'drizzle-orm';
import type { OnboardingAnswers } from '../domain/onboarding';

type Session = Extract<Principal, { kind: 'session' }>;

export function requireSession(principal: Principal): Session {
  if (principal.kind !== 'session') throw new AppError('FORBIDDEN', 'Only a signed-in person can do this.');
  return principal;
}

/** The onboarding flag lives on the account's own (personal) workspace, whose uid is the account id. */
export async function completeOnboarding(
  ctx: DataContext,
  principal: Principal,
  answers: OnboardingAnswers | null,
): Promise<{ success: true }> {
  const session = requireSession(principal);
  const { db } = ctx.dbs[session.region];
  const onboarding = answers
    ? {
        useCase: answers.useCase,
        teamSize: answers.teamSize,
        company: answers.company ?? null,
        completedAt: Date.now(),
      }
    : { skippedAt: Date.now() };
  await db.transaction(async (tx) => {
    const patch = JSON.stringify({ showOnboarding: false, onboarding });
    await tx
      .update(workspaces)
      .set({
        doc: sql`${workspaces.doc} || ${patch}::jsonb`,
        ...(answers && { displayName: answers.displayName }),
      })
      .where(eq(workspaces.uid, session.accountId));
    if (answers) {
      await tx
        .update(accounts)
        .set({ displayName: answers.displayName })
        .where(eq(accounts.id, session.accountId));
    }
  });
  return { success: true };
}
