// The voice-provider-style tool-call webhook a tool test sends (R-TOOL-4).
// Shape follows Vapi's server message of type 'tool-calls' (docs.vapi.ai "Custom Tools" /
// "Server events", VapiAI/docs fern/tools/custom-tools.mdx): message.toolCallList[] of
// {id, type: 'function', function: {name, arguments}}, plus toolWithToolCallList, call and artifact.
import { coerceFieldValue, type FieldValue } from './field-values';
import type { Tool } from './tool';
import { toolSpecOf } from './tool-spec';

export type ToolTestSubject = Pick<Tool, 'id' | 'name' | 'description' | 'fields' | 'serverUrl'>;

export interface ToolTestIds {
  toolCallId: string;
  callId: string;
  timestamp: number;
}

const SAMPLE_BY_TYPE: Record<Tool['fields'][number]['type'], FieldValue> = {
  string: 'sample',
  number: 0,
  boolean: false,
  object: {},
};

/** Each field's argument: the sample given, else its fixed value, else its default, else a sample of its type. */
export function sampleArguments(tool: Pick<Tool, 'fields'>, sampleValues: Record<string, unknown>) {
  const args: Record<string, FieldValue> = {};
  for (const field of tool.fields) {
    const candidates = [sampleValues[field.key], field.value, field.defaultValue];
    const raw = candidates.find((v) => v !== undefined && v !== null && v !== '');
    const coerced = raw === undefined ? null : coerceFieldValue(raw, field.type);
    args[field.key] = coerced?.ok ? coerced.value : SAMPLE_BY_TYPE[field.type];
  }
  return args;
}

export const SAMPLE_TRANSCRIPT = [
  { role: 'system', message: 'You are a helpful assistant.', time: 0, secondsFromStart: 0 },
  { role: 'bot', message: 'Hello! How can I help you today?', time: 1000, secondsFromStart: 1 },
  { role: 'user', message: 'Can you look that up for me?', time: 4000, secondsFromStart: 4 },
];

export function buildToolTestPayload(
  tool: ToolTestSubject,
  sampleValues: Record<string, unknown>,
  ids: ToolTestIds = {
    toolCallId: `toolcall_test_${tool.id}`,
    callId: `call_test_${tool.id}`,
    timestamp: Date.now(),
  },
) {
  const toolCall = {
    id: ids.toolCallId,
    type: 'function' as const,
    function: { name: tool.name, arguments: sampleArguments(tool, sampleValues) },
  };
  const spec = toolSpecOf(tool);
  return {
    message: {
      timestamp: ids.timestamp,
      type: 'tool-calls' as const,
      toolCallList: [toolCall],
      toolWithToolCallList: [
        {
          type: 'function' as const,
          function: { name: spec.name, description: spec.description, parameters: spec.parameters },
          server: { url: tool.serverUrl },
          toolCall,
        },
      ],
      call: {
        id: ids.callId,
        type: 'webCall',
        status: 'in-progress',
        startedAt: new Date(ids.timestamp - 4000).toISOString(),
      },
      artifact: { messages: SAMPLE_TRANSCRIPT },
    },
  };
}
