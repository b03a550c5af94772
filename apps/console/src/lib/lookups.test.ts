import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLookups, invalidateLookup, lookup } from './lookups';
import { announceSigningOut } from './session-events';

afterEach(clearLookups);

describe('session lookups', () => {
  it('fetches once for concurrent and later callers, again after invalidation or sign-out', async () => {
    const fetch = vi.fn(async () => ['Xe buýt Phương Nam']);
    const [a, b] = await Promise.all([lookup('companies', fetch), lookup('companies', fetch)]);
    expect(a).toEqual(['Xe buýt Phương Nam']);
    expect(b).toBe(a);
    await lookup('companies', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    invalidateLookup('companies'); // a company was created, updated or deleted
    await lookup('companies', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    await announceSigningOut();
    await lookup('companies', fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed fetch', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(['ok']);
    await expect(lookup('x', fetch)).rejects.toThrow('503');
    await expect(lookup('x', fetch)).resolves.toEqual(['ok']);
  });
});
