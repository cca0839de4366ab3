// The public subset of an agent the widget may see: never secrets, prompts or channel credentials.
import type { AgentRow } from '@parley/agents/infrastructure/agent-repo';
import type { TWidgetConfig } from '@parley/contract/chat';
import type { Region } from '@parley/kernel/regions';

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const optStr = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function toWidgetConfig(row: AgentRow, region: Region): TWidgetConfig {
  const d = row.doc;
  return {
    ID: row.id,
    title: row.title,
    description: str(d.description),
    theme: str(d.theme, 'blue-dark'),
    lang: str(d.lang, 'en'),
    proactiveMessage: str(d.proactiveMessage),
    branding: str(d.branding),
    roundedImageURL: optStr(d.roundedImageURL),
    avatarImageUrl: optStr(d.avatarImageUrl),
    bannerImageUrl: optStr(d.bannerImageUrl),
    headerImageUrl: optStr(d.headerImageUrl),
    customThemeJSONString: optStr(d.customThemeJSONString),
    messageDelayMS: typeof d.messageDelayMS === 'number' ? d.messageDelayMS : 1000,
    disabled: d.disabled === true,
    autoStartWidget: d.autoStartWidget === true,
    buttonsLayout: optStr(d.buttonsLayout),
    agentPlatform: row.agentPlatform,
    region,
  };
}
