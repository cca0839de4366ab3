import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-url';

describe('export links', () => {
  it('exports one conversation', () => {
    expect(exportUrl('agent123', 'eu', 'csv', { userId: 'agent123-Ab3dE6gH9jK2' })).toBe(
      '/api/agents/agent123/convos/export?format=csv&region=eu&userId=agent123-Ab3dE6gH9jK2',
    );
  });

  it('exports the filtered set with the same filter the list uses', () => {
    expect(
      exportUrl('agent123', 'na', 'json', {
        filter: {
          state: 'requested_chat',
          assignee: 'account:1',
          tag: 'vip',
          search: 'a&b',
          rating: 4,
          from: 0,
          to: 99,
        },
      }),
    ).toBe(
      '/api/agents/agent123/convos/export?format=json&region=na&state=requested_chat&assignee=account%3A1&tag=vip&search=a%26b&rating=4&from=0&to=99',
    );
    expect(exportUrl('agent123', 'eu', 'json', { filter: {} })).toBe(
      '/api/agents/agent123/convos/export?format=json&region=eu',
    );
  });
});
