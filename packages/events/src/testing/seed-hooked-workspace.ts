// A signed-up workspace whose hook points at a receiver, subscribed to the given types.
import type { DataContext } from '@parley/db/context';
import { workspaces } from '@parley/db/schema';
import type { Region } from '@parley/kernel/regions';
import { signUp } from '@parley/workspaces/application/sign-up';
import { eq } from 'drizzle-orm';
import { saveHookSettings } from '../application/hook-settings';

let counter = 0;

export async function seedHookedWorkspace(
  ctx: DataContext,
  args: { endpoint: string; subscribedEvents: string[]; region?: Region; memberEmails?: string[] },
) {
  counter += 1;
  const region = args.region ?? 'eu';
  const email = `hooked${counter}-${Date.now()}@example.com`;
  const who = await signUp(ctx, {
    email,
    password: 'correct horse battery',
    displayName: 'Hook Owner',
    region,
  });
  if (args.memberEmails?.length) {
    await ctx.dbs[region].db
      .update(workspaces)
      .set({ workspaceEmails: [email, ...args.memberEmails] })
      .where(eq(workspaces.uid, who.workspace.uid));
  }
  const ref = { region, workspaceUid: who.workspace.uid };
  await saveHookSettings(
    ctx,
    ref,
    { endpoint: args.endpoint, subscribedEvents: args.subscribedEvents },
    { allowPrivateNetwork: true },
  );
  return { ...ref, email };
}
