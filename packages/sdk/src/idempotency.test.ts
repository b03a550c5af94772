import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../test/fake-fetch.ts';
import { operations } from './gen/operations.gen.ts';
import { takesIdempotencyKey } from './idempotency.ts';

const ok = () => json({ id: 1 });
const deposit = { staff_id: 3, amount: 50_000, note: 'nạp quỹ' } as never;

describe('Idempotency-Key on money-moving calls', () => {
  it('the contract marks exactly the operations that declare the header', () => {
    const marked = Object.entries(operations)
      .filter(([, entry]) => 'idempotencyKey' in entry)
      .map(([id]) => id);
    expect(marked).toContain('depositBusStaff');
    expect(marked).toContain('confirmOrderCashPayment');
    expect(marked).not.toContain('createCompany');
    expect(takesIdempotencyKey('post', '/bus/deposit')).toBe(true);
    expect(takesIdempotencyKey('GET', '/bus/staff')).toBe(false);
  });

  it('adds a fresh key to each call by operationId and by path', async () => {
    const { api, requests } = fakeClient(ok);
    await api.call('depositBusStaff', { body: deposit });
    await api.POST('/bus/deposit', { body: deposit });
    const [first, second] = requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it('keeps a key the caller names (to retry across restarts)', async () => {
    const { api, requests } = fakeClient(ok);
    await api.call('depositBusStaff', {
      body: deposit,
      headers: { 'Idempotency-Key': 'order-2026-11-27-0001' },
    });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('order-2026-11-27-0001');
  });

  it('uses the injected key maker, and sends no key on other calls', async () => {
    const { api, requests } = fakeClient(ok, { idempotencyKey: () => 'key-from-test-0001' });
    await api.call('depositBusStaff', { body: deposit });
    await api.call('createCompany', { body: { company_name: 'An Phú' } as never });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('key-from-test-0001');
    expect(requests[1]?.headers.has('Idempotency-Key')).toBe(false);
  });
});
