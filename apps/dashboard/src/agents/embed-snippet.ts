import type { Region } from '@parley/kernel/regions';

/** The 'Website Script' a customer pastes into their site to embed the agent's widget. */
export function embedSnippet(origin: string, agentId: string, region: Region): string {
  return `<script src="${origin}/embed.js" data-agent-id="${agentId}" data-region="${region}" async></script>`;
}

export interface FrameOptions {
  /** Test mode: the chat user is a super admin who sees debug messages; the frame reports to the dashboard. */
  test?: boolean;
  /** Live preview: the frame shows values the dashboard posts to it ('parley:preview') instead of the saved ones. */
  preview?: boolean;
}

/** The widget frame the debugger panel and the Design preview show, served next to embed.js. */
export function testChatFrameSrc(agentId: string, region: Region, options: FrameOptions = {}): string {
  const query = new URLSearchParams({ agentId, region });
  if (options.test) query.set('test', '1');
  if (options.preview) query.set('preview', '1');
  return `/widget/frame.html?${query}`;
}
