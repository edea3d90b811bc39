import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/server.ts';
import { trpcQuery } from '../mocks/trpc.ts';
import { FirstLanding } from './first-landing.tsx';
import { translator } from './translate.ts';

describe('the first landing page (without the app)', () => {
  it("shows the page in the visitor's language with the pack's numbers, and starts the app for Login", async () => {
    server.use(
      trpcQuery(
        'translation.all',
        ({ request }): Record<string, string> =>
          request.headers.get('x-language') === 'de'
            ? { 'Run the game': 'Spiel starten', Login: 'Anmelden', 'What awaits you': 'Was dich erwartet' }
            : {},
      ),
      trpcQuery('character.stats', () => ({ characters: 4, locations: 8, posesPerCharacter: 31 })),
    );
    localStorage.clear();
    const openApp = vi.fn();
    render(<FirstLanding language="de" openApp={openApp} />);
    expect(await screen.findByRole('link', { name: 'Spiel starten' })).toHaveAttribute('href', '/de/app/home');
    const stats = screen.getByRole('region', { name: 'Was dich erwartet' });
    expect(await within(stats).findByText('31+')).toBeInTheDocument();
    // a string the map lacks reads in English
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(openApp).toHaveBeenCalledOnce();
  });

  it('keeps the placeholders when the numbers cannot load', async () => {
    server.use(trpcQuery('character.stats', () => Promise.reject(new Error('down'))));
    render(<FirstLanding language="en" openApp={() => undefined} />);
    const stats = await screen.findByRole('region', { name: 'What awaits you' });
    expect(within(stats).getAllByText('—')).toHaveLength(3);
  });
});

describe('translator', () => {
  it('fills in parameters and picks the plural form by count, else shows the English key', () => {
    const t = translator('ru', {
      'Wait {{count}} seconds_one': 'Подождите {{count}} секунду',
      'Wait {{count}} seconds_few': 'Подождите {{count}} секунды',
      'Hello {{name}}': 'Привет, {{name}}',
      Empty: '',
    });
    expect(t('Wait {{count}} seconds', { count: 21 })).toBe('Подождите 21 секунду');
    expect(t('Wait {{count}} seconds', { count: 3 })).toBe('Подождите 3 секунды');
    expect(t('Hello {{name}}', { name: 'Ada' })).toBe('Привет, Ada');
    expect(t('Empty')).toBe('Empty');
    expect(t('Not there {{x}}')).toBe('Not there {{x}}');
  });
});
