// POST /agents/{id}/interact/{userId} (R-IAPI-1): the visitor's action answered in one response.
import type { TInteractRequest, TInteractResponse } from '@parley/contract/chat';
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import type { RuntimeOptions } from './choose-responder';
import { replyToVisitor } from './reply-to-visitor';

export interface InteractArgs {
  agentId: string;
  userId: string;
  /** Region to look in first (the embed snippet's); the other one is still tried. */
  region?: Region;
  request: TInteractRequest;
}

const stringVar = (vars: Record<string, unknown> | undefined, key: string) =>
  typeof vars?.[key] === 'string' ? (vars[key] as string).slice(0, 200) : undefined;

export async function interact(
  ctx: DataContext,
  args: InteractArgs,
  runtime: RuntimeOptions,
): Promise<TInteractResponse> {
  const vars = { ...args.request.runtime?.variables, ...args.request.variables };
  const { turns, actionMessages, appError, debug, conversation } = await replyToVisitor(ctx, runtime, {
    agentId: args.agentId,
    userId: args.userId,
    region: args.region,
    action: args.request.action ?? { type: 'launch' },
    origin: args.request.origin,
    isTest: args.request.isTest,
    visitor: { name: stringVar(vars, 'user_name'), email: stringVar(vars, 'user_email') },
    visitorLang: args.request.runtime?.lang,
  });
  return { turns, actionMessages, appError, debug, ...(conversation ? { conversation } : {}) };
}
