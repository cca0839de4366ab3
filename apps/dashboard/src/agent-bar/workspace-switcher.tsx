// The workspace switcher of the agent top bar (R-APS-18): the same workspace menu as the app top bar (R-SHL-9).
import { WorkspaceMenu } from '../workspaces/workspace-menu';

export function WorkspaceSwitcher() {
  return <WorkspaceMenu nameVisibleFrom="md" />;
}
