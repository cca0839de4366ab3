// The sign-up route's extras (R-ONB-6, R-ONB-7, R-ONB-8, R-ONB-10): geo and initial credits before
// the account is made; the sign-up event and the referral hook after. The hook never delays sign-up.
import type { TSignUpInput } from '@parley/contract/auth';
import { unixSeconds } from '@parley/kernel/time';
import { createGeoLookup } from '@parley/onboarding/application/geo-lookup';
import { sendReferralHook } from '@parley/onboarding/application/referral-hook';
import {
  initialWorkspace,
  recordSignUpEvent,
  type SignUpContext,
} from '@parley/onboarding/application/sign-up-extras';
import type { SignedUp } from '@parley/workspaces/application/sign-up';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ServerDeps } from './deps';

export const geoLookupOf = (deps: ServerDeps) =>
  createGeoLookup({ trustProxy: deps.env.TRUST_PROXY, providerUrl: deps.env.GEO_LOOKUP_URL });

export async function prepareSignUp(deps: ServerDeps, request: FastifyRequest, body: TSignUpInput) {
  const geo = await geoLookupOf(deps)({ ip: request.ip, headers: request.headers, timezone: body.timezone });
  const context: SignUpContext = {
    countryCode: geo.country,
    referral: body.referral ?? {},
    loadTokens: deps.env.SIGNUP_LOAD_TOKENS,
  };
  return { context, initial: initialWorkspace(context) };
}

export async function afterSignUp(
  deps: ServerDeps,
  log: FastifyBaseLogger,
  who: SignedUp,
  context: SignUpContext,
): Promise<void> {
  await recordSignUpEvent(deps.ctx.dbs[who.region].db, {
    workspaceId: who.workspace.uid,
    accountId: who.accountId,
    region: who.region,
    context,
  }).catch((err) => log.warn({ err }, 'sign-up event not recorded'));
  void sendReferralHook(
    { url: deps.env.REFERRAL_HOOK_URL, token: deps.env.REFERRAL_HOOK_TOKEN },
    {
      uid: who.accountId,
      email: who.email,
      displayName: who.displayName,
      region: who.region,
      joinedAt: unixSeconds(),
      countryCode: context.countryCode,
    },
    context.referral,
  ).then((outcome) => {
    if (!outcome.sent && outcome.reason !== 'off')
      log.warn({ event: 'referral-hook', outcome }, 'referral hook failed');
  });
}
