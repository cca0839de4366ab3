// tRPC for the dashboard: session-cookie principal, AppError → TRPCError in one place.
import { AppError } from '@parley/kernel/errors';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import type { ClientPrincipal } from '@parley/organisations/domain/client-principal';
import type { Principal } from '@parley/workspaces/domain/principal';
import { initTRPC, TRPCError } from '@trpc/server';
import type { ServerDeps } from '../platform/deps';

export interface TrpcContext {
  deps: ServerDeps;
  principal: Principal | null;
  /** A signed-in client user, from the client_token cookie only; never a workspace principal. */
  client: ClientPrincipal | null;
}

const CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? 'Something went wrong on our side. Please try again.' : shape.message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
    };
  },
});

const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: CODES[cause.code], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapAppErrors);
export const sessionProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.principal?.kind !== 'session')
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notSignedIn });
  return next({ ctx: { ...ctx, principal: ctx.principal } });
});

/** Client users only (R-CLA-17 'Please login again.'); the workspace principal is not consulted. */
export const clientProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.client?.kind !== 'client')
    throw new TRPCError({ code: 'UNAUTHORIZED', message: CLIENT_AUTH_MESSAGES.loginAgain });
  return next({ ctx: { ...ctx, client: ctx.client } });
});

/** Client users whose access is not blocked (R-CLA-11, R-ORG-14): disabled access stops every call. */
export const activeClientProcedure = clientProcedure.use(({ ctx, next }) => {
  if (ctx.client.blocked)
    throw new TRPCError({ code: 'FORBIDDEN', message: CLIENT_AUTH_MESSAGES.accessDisabled });
  return next();
});
