import { describe, expect, it } from 'vitest';
import { ZToolField } from './tool';
import { buildToolTestPayload, SAMPLE_TRANSCRIPT } from './tool-test-payload';

const tool = {
  id: 'tool1',
  name: 'lookup_order',
  description: 'Finds an order',
  serverUrl: 'https://hooks.example.com/order',
  fields: [
    ZToolField.parse({ in: 'body', key: 'orderId', required: true }),
    ZToolField.parse({ in: 'query', key: 'count', type: 'number', defaultValue: '3' }),
    ZToolField.parse({ in: 'header', key: 'X-Shop', value: 'main' }),
    ZToolField.parse({ in: 'body', key: 'express', type: 'boolean' }),
  ],
};

describe('tool test payload', () => {
  it('R-TOOL-4 builds a tool-calls webhook from the fields (key → value) with a sample call and transcript', () => {
    const payload = buildToolTestPayload(
      tool,
      { orderId: 'A-17' },
      { toolCallId: 'tc1', callId: 'c1', timestamp: 1_700_000_004_000 },
    );
    const toolCall = {
      id: 'tc1',
      type: 'function',
      function: {
        name: 'lookup_order',
        arguments: { orderId: 'A-17', count: 3, 'X-Shop': 'main', express: false },
      },
    };
    expect(payload).toEqual({
      message: {
        timestamp: 1_700_000_004_000,
        type: 'tool-calls',
        toolCallList: [toolCall],
        toolWithToolCallList: [
          {
            type: 'function',
            function: {
              name: 'lookup_order',
              description: 'Finds an order',
              parameters: {
                type: 'object',
                properties: {
                  orderId: { type: 'string' },
                  count: { type: 'number', default: 3 },
                  express: { type: 'boolean' },
                },
                required: ['orderId'],
              },
            },
            server: { url: 'https://hooks.example.com/order' },
            toolCall,
          },
        ],
        call: { id: 'c1', type: 'webCall', status: 'in-progress', startedAt: '2023-11-14T22:13:20.000Z' },
        artifact: { messages: SAMPLE_TRANSCRIPT },
      },
    });
  });
});
