// One icon per agent-page tab, for the vertical navigation (R-APS-9) where collapsed tabs show icons only.
import {
  type Icon,
  IconBook2,
  IconChartBar,
  IconHome,
  IconListDetails,
  IconMessages,
  IconMicrophone,
  IconPalette,
  IconPlug,
  IconPuzzle,
  IconSettings,
  IconSitemap,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  home: IconHome,
  overview: IconPalette,
  convos: IconMessages,
  analytics: IconChartBar,
  kb: IconBook2,
  channels: IconPlug,
  settings: IconSettings,
  nodes: IconListDetails,
  prompt: IconSitemap,
  tools: IconTool,
  integrations: IconPuzzle,
  leads: IconUsers,
  voice: IconMicrophone,
};

export const tabIconOf = (key: string): Icon => ICONS[key] ?? IconPuzzle;
