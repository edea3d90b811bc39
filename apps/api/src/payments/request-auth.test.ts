import { describe, expect, it } from 'vitest';
import { allowList } from './request-auth.ts';

describe('webhook sender allow-list', () => {
  it('matches CIDR ranges, single addresses and IPv4-mapped addresses', () => {
    const allowed = allowList(['64.38.212.0/24', '203.0.113.7', 'not-an-ip']);
    expect(['64.38.212.0', '64.38.212.255', '::ffff:64.38.212.9', '203.0.113.7'].every(allowed)).toBe(true);
    expect(['64.38.213.1', '203.0.113.8', '127.0.0.1', '', 'not-an-ip'].some(allowed)).toBe(false);
  });

  it('holds IPv6 ranges too, and an empty list lets nobody in', () => {
    const allowed = allowList(['2001:db8::/32']);
    expect(allowed('2001:db8:1::5')).toBe(true);
    expect(allowed('2001:db9::1')).toBe(false);
    expect(allowList([])('64.38.212.1')).toBe(false);
  });
});
