// The hook settings of a workspace (R-EVT-2): endpoint, subscribed types, and the signing secret
// (sealed in internal.events, shown on request, regenerated on request).

import { isIP } from 'node:net';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import {
  isPrivateAddress,
  parseHttpUrl,
  URL_MESSAGES,
} from '@parley/knowledge/infrastructure/address-policy';
import { EVENT_MESSAGES } from '@parley/messages/events';
import { newSigningSecret } from '../domain/event-signature';
import { type EventType, isEventType } from '../domain/event-types';
import { findHookWorkspace, writeHookSettings } from '../infrastructure/workspace-doc-repo';

/** The workspace a settings call acts on, already authorised by the caller. */
export interface WorkspaceRef {
  region: Region;
  workspaceUid: string;
}

export interface HookSettingsView {
  endpoint: string | null;
  subscribedEvents: EventType[];
  hasSigningSecret: boolean;
}

async function load(ctx: DataContext, ref: WorkspaceRef) {
  const workspace = await findHookWorkspace(ctx.dbs[ref.region].db, ref.workspaceUid);
  if (!workspace) throw new AppError('NOT_FOUND', EVENT_MESSAGES.workspaceNotFound);
  return workspace.events;
}

/**
 * An http(s) URL that does not name a private address outright. Names are not resolved here (the
 * answer could change, and an offline server could not save at all): every delivery checks the
 * address it actually connects to.
 */
export function checkEndpoint(raw: string, allowPrivateNetwork: boolean): string {
  const url = parseHttpUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local =
    host === 'localhost' || host.endsWith('.localhost') || (isIP(host) > 0 && isPrivateAddress(host));
  if (local && !allowPrivateNetwork) throw new AppError('BAD_REQUEST', URL_MESSAGES.privateAddress(raw));
  return url.toString();
}

export async function getHookSettings(ctx: DataContext, ref: WorkspaceRef): Promise<HookSettingsView> {
  const events = await load(ctx, ref);
  const subscribed = Array.isArray(events.subscribedEvents) ? events.subscribedEvents : [];
  return {
    endpoint: events.endpoint || null,
    subscribedEvents: subscribed.filter(isEventType),
    hasSigningSecret: Boolean(events.signingSecretSealed),
  };
}

export async function saveHookSettings(
  ctx: DataContext,
  ref: WorkspaceRef,
  input: { endpoint: string | null; subscribedEvents: string[] },
  options: { allowPrivateNetwork: boolean },
): Promise<HookSettingsView> {
  const raw = input.endpoint?.trim() || null;
  if (raw && raw.length > 2000) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.endpointTooLong);
  const endpoint = raw ? checkEndpoint(raw, options.allowPrivateNetwork) : null;
  for (const type of input.subscribedEvents) {
    if (!isEventType(type)) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.unknownEventType(type));
  }
  const current = await load(ctx, ref);
  await writeHookSettings(ctx.dbs[ref.region].db, ref.workspaceUid, {
    endpoint,
    subscribedEvents: [...new Set(input.subscribedEvents)],
    // Every hooked workspace has a secret from the start, so no request ever goes out unsigned.
    signingSecretSealed: current.signingSecretSealed || ctx.keyring.seal(newSigningSecret()),
  });
  return getHookSettings(ctx, ref);
}

export async function revealSigningSecret(ctx: DataContext, ref: WorkspaceRef): Promise<{ secret: string }> {
  const events = await load(ctx, ref);
  if (events.signingSecretSealed) return { secret: ctx.keyring.open(events.signingSecretSealed) };
  const secret = newSigningSecret();
  await writeHookSettings(ctx.dbs[ref.region].db, ref.workspaceUid, {
    ...events,
    signingSecretSealed: ctx.keyring.seal(secret),
  });
  return { secret };
}

export async function regenerateSigningSecret(
  ctx: DataContext,
  ref: WorkspaceRef,
): Promise<{ secret: string }> {
  const events = await load(ctx, ref);
  const secret = newSigningSecret();
  await writeHookSettings(ctx.dbs[ref.region].db, ref.workspaceUid, {
    ...events,
    signingSecretSealed: ctx.keyring.seal(secret),
  });
  return { secret };
}
