// Event hooks and the public site as the server configures them.
import type { HookDeps } from '@parley/events/application/hook-deps';
import type { SiteContentOptions } from '@parley/marketing/application/site-content';
import type { ServerDeps } from './deps';

export const hookDepsOf = (deps: ServerDeps): HookDeps => ({
  ctx: deps.ctx,
  mailer: deps.mailer,
  publicUrl: deps.publicUrl,
  allowPrivateNetwork: deps.env.EVENTS_ALLOW_PRIVATE_NETWORK,
});

export const siteContentOf = (deps: ServerDeps): SiteContentOptions => ({
  contentDir: deps.env.SITE_CONTENT_DIR,
  operator: {
    operatorName: deps.env.OPERATOR_NAME,
    operatorEmail: deps.env.OPERATOR_EMAIL,
    operatorAddress: deps.env.OPERATOR_ADDRESS,
    publicUrl: deps.publicUrl,
  },
});
