import { describe, expect, it } from 'vitest';
import { orderTeam } from './team-order';

describe('team avatars', () => {
  it("R-WCV-4 shows three, online first, then '+N'", () => {
    const { shown, more } = orderTeam([
      { name: 'A', squarePhotoURL: 'https://x/a.png', status: 'away' },
      { name: 'B', squarePhotoURL: 'javascript:x', status: 'online' },
      { name: 'C', status: 'offline' },
      { name: 'D', squarePhotoURL: '/api/uploads/eu/d', status: 'online' },
      { name: 'E' },
    ]);
    expect(shown.map((m) => [m.name, m.online, m.photo])).toEqual([
      ['B', true, null],
      ['D', true, '/api/uploads/eu/d'],
      ['A', false, 'https://x/a.png'],
    ]);
    expect(more).toBe(2);
    expect(orderTeam([]).more).toBe(0);
  });
});
