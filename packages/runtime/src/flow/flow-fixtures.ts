// A three-node flow used by the unit and integration tests: start → ask → sales (end) or support (end).
import type { FlowNode } from './flow-nodes';

export const threeNodeFlow = (): FlowNode[] => [
  { id: 'start', type: 'start', data: { title: 'Start', next: 'ask' }, position: { x: 0, y: 0 } },
  {
    id: 'ask',
    type: 'default',
    data: {
      title: 'Ask',
      message: 'Sales or support?',
      prompt: 'Find out whether the visitor wants sales or support.',
      conditions: [{ label: 'Sales', keywords: ['sales', 'buy'], next: 'bye' }],
    },
  },
  { id: 'bye', type: 'end', data: { title: 'Bye', message: 'Our sales team will write to you.' } },
  { id: 'memo', type: 'note', data: { title: 'Remember to add support' } },
];
