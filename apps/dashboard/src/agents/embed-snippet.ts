import type { Region } from '@parley/kernel/regions';

/** The 'Website Script' a customer pastes into their site to embed the agent's widget. */
export function embedSnippet(origin: string, agentId: string, region: Region): string {
  return `<script src="${origin}/embed.js" data-agent-id="${agentId}" data-region="${region}" async></script>`;
}

/** The widget frame the debugger panel shows, served by the server next to embed.js. */
export function testChatFrameSrc(agentId: string, region: Region): string {
  return `/widget/frame.html?${new URLSearchParams({ agentId, region })}`;
}
