// The org admin's 'About' (organisation name and logo) and '+ Add User' drawers in the client shell
// (R-CSH-5, R-ORG-11): the organisations UI's drawers in their org-admin mode. The server checks again.
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { ClientUserDrawer } from '../orgs/client-user-drawer';
import { OrgInfoDrawer } from '../orgs/org-info-drawer';

export type OrgAdminDrawer = 'about' | 'add-user';

export function OrgAdminDrawers({ open, onClose }: { open: OrgAdminDrawer | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const close = () => {
    // The organisation's name and logo show in the top bar.
    void queryClient.invalidateQueries({ queryKey: trpc.clientAuth.me.queryKey() });
    onClose();
  };
  return (
    <>
      <OrgInfoDrawer mode="orgAdmin" opened={open === 'about'} onClose={close} />
      <ClientUserDrawer mode="orgAdmin" opened={open === 'add-user'} client={null} onClose={close} />
    </>
  );
}
