// Tool failures during a model reply: a hung or failing tool becomes the tool result text, never a hung turn.
import { messageText } from '@parley/contract/message-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedReply, startLocalOpenAIServer } from '../testing/local-openai-server';
import { startTestServer, type TestServer } from '../testing/test-server';

const AGENT = 'AgentToolFail001';

describe('tool failures in a model reply', () => {
  let s: TestServer;
  let llm: Awaited<ReturnType<typeof startLocalOpenAIServer>>;
  let nextReplies: ScriptedReply[] = [];
  beforeAll(async () => {
    llm = await startLocalOpenAIServer(() => nextReplies.shift() ?? { text: ['(no script)'] });
    s = await startTestServer({
      env: { OPENAI_BASE_URL: llm.baseURL, TOOL_TIMEOUT_SECONDS: '0.3' },
      ports: {
        listTools: async () => [
          {
            id: 'hang',
            name: 'slow_lookup',
            description: 'Never answers',
            parameters: { type: 'object', properties: {} },
          },
          {
            id: 'boom',
            name: 'broken_lookup',
            description: 'Always fails',
            parameters: { type: 'object', properties: {} },
          },
        ],
        // A port that ignores its signal: the runtime's own guard must still end the call.
        callTool: ({ toolId }) =>
          toolId === 'hang' ? new Promise(() => {}) : Promise.reject(new Error('connect ECONNREFUSED')),
      },
    });
    const owner = await s.seedWorkspaceOwner();
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${AGENT}`,
      payload: { title: 'Tools' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
  });
  afterAll(async () => {
    await s.close();
    await llm.close();
  });

  it('R-TOOL-5 a tool past TOOL_TIMEOUT_SECONDS and a failing tool are reported to the model as errors', async () => {
    nextReplies = [
      {
        toolCalls: [
          { id: 'call_1', name: 'slow_lookup', arguments: '{}' },
          { id: 'call_2', name: 'broken_lookup', arguments: '{}' },
        ],
      },
      { text: ['Sorry, our systems are slow right now.'] },
    ];
    const started = Date.now();
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/agents/${AGENT}/interact/${AGENT}-v1`,
      payload: { action: { type: 'text', payload: 'Check my order' } },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const body = res.json();
    expect(body.appError).toBeNull();
    expect(body.turns[1].messages.map(messageText)).toEqual(['Sorry, our systems are slow right now.']);
    const toolResults = llm.requests
      .at(-1)
      ?.messages.filter((m) => m.role === 'tool')
      .map((m) => String(m.content));
    expect(toolResults).toHaveLength(2);
    expect(toolResults?.[0]).toBe('Error: Tool "slow_lookup" timed out after 0.3 s.');
    expect(toolResults?.[1]).toContain('connect ECONNREFUSED');
  });
});
