import { afterEach, describe, expect, it } from 'vitest';
import { isolate, signed } from './bidi.ts';

describe('bidi helpers', () => {
  afterEach(() => {
    document.documentElement.dir = '';
  });
  it('isolates a name whose direction differs from the page', () => {
    document.documentElement.dir = 'rtl';
    expect(isolate('Mila Reyes')).toBe('\u2068Mila Reyes\u2069');
    expect(isolate('ميلا')).toBe('ميلا');
    document.documentElement.dir = 'ltr';
    expect(isolate('Mila Reyes')).toBe('Mila Reyes');
    expect(isolate('ميلا')).toBe('\u2068ميلا\u2069');
    expect(isolate('')).toBe('');
  });
  it('signs a change with a true minus', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-4)).toBe('\u22124');
    expect(signed(0)).toBe('0');
  });
});
