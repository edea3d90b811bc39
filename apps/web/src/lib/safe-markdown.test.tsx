import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockToken } from '../mocks/data/token.ts';
import { SafeMarkdown, withToken } from './safe-markdown.tsx';
import { refreshSession } from './session.ts';

describe('token placeholder in hub markdown', () => {
  it('is replaced only inside links to the own origin', () => {
    const token = mockToken({ user: 'u1' });
    localStorage.setItem('token', token);
    refreshSession();
    render(
      <SafeMarkdown>
        {
          '[mine](/app/profile/me?t={token}) [absolute](http://localhost:3000/x?t={token}) [evil](https://evil.example/steal?t={token}) text {token}'
        }
      </SafeMarkdown>,
    );
    expect(screen.getByRole('link', { name: 'mine' }).getAttribute('href')).toBe(
      `/app/profile/me?t=${encodeURIComponent(token)}`,
    );
    expect(screen.getByRole('link', { name: 'absolute' }).getAttribute('href')).toContain(encodeURIComponent(token));
    const evil = screen.getByRole('link', { name: 'evil' }).getAttribute('href')!;
    expect(evil).not.toContain(token);
    expect(evil).not.toContain(encodeURIComponent(token));
    expect(document.body.textContent).not.toContain(token);
  });

  it('drops raw HTML and javascript: links', () => {
    render(<SafeMarkdown>{'<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <b>bold</b>'}</SafeMarkdown>);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('withToken leaves foreign links untouched', () => {
    expect(withToken('https://other.example/?t={token}', 'abc')).toBe('https://other.example/?t={token}');
    expect(withToken('/x?t={token}', 'abc')).toBe('/x?t=abc');
  });
});
