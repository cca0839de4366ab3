// /app/{region}: the workspace shell for workspace users, the client shell for client users.
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RoutePending } from './route-pending';

const AppLayout = lazy(() => import('../shell/app-layout').then((m) => ({ default: m.AppLayout })));
const ClientLayout = lazy(() => import('../client/client-layout').then((m) => ({ default: m.ClientLayout })));

export function ShellSwitch() {
  const client = useRouteContext({ from: '/app/$region', select: (c) => c.client !== null });
  return <Suspense fallback={<RoutePending />}>{client ? <ClientLayout /> : <AppLayout />}</Suspense>;
}
