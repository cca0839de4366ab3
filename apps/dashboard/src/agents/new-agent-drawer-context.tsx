// Lets the side navigation and the agents page open the one New Agent drawer the shell renders.
import { useDisclosure } from '@mantine/hooks';
import { createContext, type ReactNode, useMemo } from 'react';
import { NewAgentDrawer } from './new-agent-drawer';

export interface NewAgentDrawerControls {
  open: () => void;
}

export const NewAgentDrawerContext = createContext<NewAgentDrawerControls | null>(null);

export function NewAgentDrawerProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const controls = useMemo(() => ({ open }), [open]);
  return (
    <NewAgentDrawerContext.Provider value={controls}>
      {children}
      <NewAgentDrawer opened={opened} onClose={close} />
    </NewAgentDrawerContext.Provider>
  );
}
