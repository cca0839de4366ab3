// The org admin's 'About' (organisation name and logo) and '+ Add User' drawers in the client shell
// (R-CSH-5, R-ORG-11). Only org admins reach them; the server checks again.
export type OrgAdminDrawer = 'about' | 'add-user';

export function OrgAdminDrawers(_props: { open: OrgAdminDrawer | null; onClose: () => void }) {
  // Filled by the organisations UI's reusable drawers (mode 'orgAdmin').
  return null;
}
