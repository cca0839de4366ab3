// Workspace people and client users have the same notification calls under two routers; the shells
// say which audience they are, everything below talks to this one.
import { useTRPC } from '../lib/trpc';

export type Audience = 'workspace' | 'client';

export function useNotificationApi(audience: Audience) {
  const trpc = useTRPC();
  // Same procedures, same shapes: the client router's type describes both.
  return audience === 'client'
    ? trpc.clientNotifications
    : (trpc.notifications as typeof trpc.clientNotifications);
}
