import { describe, expect, it } from 'vitest';
import { clientIdsByRecentActivity } from './clients.js';

describe('clientIdsByRecentActivity', () => {
  it('orders clients by their latest saved or created indication, each once, skipping quotes without one', () => {
    const ids = clientIdsByRecentActivity([
      { clientId: 'a', createdAt: '2026-01-01T00:00:00Z' },
      { clientId: 'b', createdAt: '2026-01-02T00:00:00Z' },
      { clientId: null, createdAt: '2026-03-01T00:00:00Z' },
      { clientId: 'a', createdAt: '2026-01-01T00:00:00Z', savedAt: '2026-01-05T00:00:00Z' },
      { clientId: 'c', createdAt: '2026-01-03T00:00:00Z' },
    ]);
    expect(ids).toEqual(['a', 'c', 'b']);
  });
  it('is empty without quotes', () => {
    expect(clientIdsByRecentActivity([])).toEqual([]);
  });
});
