// R-APS-10: the hidden tabs are stored locally as agentHiddenTabs.
import { useLocalStorage } from '@mantine/hooks';

export function useHiddenTabs(): [string[], (hidden: string[]) => void] {
  const [hidden, setHidden] = useLocalStorage<string[]>({
    key: 'agentHiddenTabs',
    defaultValue: [],
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        const value: unknown = raw ? JSON.parse(raw) : [];
        return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
      } catch {
        return [];
      }
    },
  });
  return [hidden, setHidden];
}
