import { describe, expect, it } from 'vitest';
import { addressKey, memoryLimiter } from './limiter.ts';

describe('rate limiter: in-process store', () => {
  it('counts hits in a fixed window and starts over after it', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now);
    expect(await limiter.hit('k', 2, 1000)).toBe(true);
    expect(await limiter.hit('k', 2, 1000)).toBe(true);
    expect(await limiter.hit('k', 2, 1000)).toBe(false);
    now = 400;
    expect(await limiter.peek('k')).toEqual({ count: 3, resetInMs: 600 });
    now = 1000;
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await limiter.hit('k', 2, 1000)).toBe(true);
    await limiter.reset('k');
    expect((await limiter.peek('k')).count).toBe(0);
  });

  it('gives each key its own window, starting at its first hit', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now);
    await limiter.hit('a', 1, 1000);
    now = 900;
    expect(await limiter.hit('b', 1, 1000)).toBe(true);
    expect(await limiter.hit('a', 1, 1000)).toBe(false);
    // a's window is over, b's runs until 1900
    now = 1000;
    expect(await limiter.hit('a', 1, 1000)).toBe(true);
    expect(await limiter.hit('b', 1, 1000)).toBe(false);
    expect(await limiter.peek('b')).toEqual({ count: 2, resetInMs: 900 });
  });

  it('a flood of new keys cannot wipe the counters that are in use', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now, 100);
    for (let i = 0; i < 5; i++) await limiter.hit('victim', 5, 60_000);
    // an attacker makes 10 000 keys while the victim's counter keeps being hit
    for (let i = 0; i < 10_000; i++) {
      await limiter.hit(`flood:${i}`, 5, 60_000);
      if (i % 50 === 0) await limiter.hit('victim', 5, 60_000);
      now += 1;
    }
    expect(await limiter.hit('victim', 5, 60_000)).toBe(false);
    expect((await limiter.peek('victim')).count).toBeGreaterThan(200);
    // only the least recently used keys went
    expect((await limiter.peek('flood:0')).count).toBe(0);
    expect((await limiter.peek('flood:9999')).count).toBe(1);
  });

  it('drops expired windows first when it is full', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now, 3);
    await limiter.hit('long', 1, 100_000);
    await limiter.hit('short-1', 1, 10);
    await limiter.hit('short-2', 1, 10);
    now = 50;
    await limiter.hit('new', 1, 100_000);
    await limiter.hit('new-2', 1, 100_000);
    expect((await limiter.peek('long')).count).toBe(1);
  });
});

describe('rate limiter: the address a client is counted by', () => {
  it('takes IPv4 addresses as they are and IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const ip of [
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:abcd::9',
      '[2001:db8:1:2::5]',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:1.2.3.4',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
