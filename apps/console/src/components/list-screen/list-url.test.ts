import { describe, expect, it } from 'vitest';
import { initialCriteria } from './list-criteria';
import { criteriaFromSearch, criteriaKey, searchWithCriteria } from './list-url';

const defaults = initialCriteria({ keyword: '', status: '', sort: '-created_at' });

describe('list criteria in the URL', () => {
  it('reads the criteria a URL carries over the defaults, ignoring other parameters', () => {
    const criteria = criteriaFromSearch(
      new URLSearchParams('keyword=an&status=active&sort=-full_name&page=2&size=50&id=12&other=x'),
      defaults,
    );
    expect(criteria).toEqual({
      keyword: 'an',
      status: 'active',
      sort: '-full_name',
      page: 2,
      size: 50,
    });
  });

  it('falls back to the default page and size for values the API would refuse', () => {
    for (const search of ['page=0&size=0', 'page=-1&size=501', 'page=x&size=2.5', 'page=&size=']) {
      const criteria = criteriaFromSearch(new URLSearchParams(search), defaults);
      expect([criteria.page, criteria.size], search).toEqual([1, 20]);
    }
  });

  it('writes only what differs from the defaults, and keeps the record link', () => {
    const next = searchWithCriteria(
      new URLSearchParams('id=12&page=4'),
      { ...defaults, keyword: 'an', page: 2 },
      defaults,
    );
    expect(next.toString()).toBe('keyword=an&page=2&id=12');
    expect(searchWithCriteria(new URLSearchParams('page=4'), defaults, defaults).toString()).toBe('');
  });

  it('writes `sort=` for no sort where the list has a default one, and reads it back', () => {
    const unsorted = { ...defaults, sort: undefined };
    const search = searchWithCriteria(new URLSearchParams(), unsorted, defaults);
    expect(search.toString()).toBe('sort=');
    expect(criteriaFromSearch(search, defaults).sort).toBeUndefined();
  });

  it('gives one key per distinct request', () => {
    const a = criteriaFromSearch(new URLSearchParams('page=2&keyword=an'), defaults);
    const b = criteriaFromSearch(new URLSearchParams('keyword=an&page=2&id=3'), defaults);
    expect(criteriaKey(a, defaults)).toBe(criteriaKey(b, defaults));
    expect(criteriaKey(a, defaults)).not.toBe(criteriaKey({ ...a, page: 3 }, defaults));
  });
});
