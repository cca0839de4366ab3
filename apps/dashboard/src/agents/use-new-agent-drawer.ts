import { useContext } from 'react';
import { NewAgentDrawerContext, type NewAgentDrawerControls } from './new-agent-drawer-context';

export function useNewAgentDrawer(): NewAgentDrawerControls {
  const controls = useContext(NewAgentDrawerContext);
  if (!controls) throw new Error('useNewAgentDrawer needs NewAgentDrawerProvider (the app shell)');
  return controls;
}
