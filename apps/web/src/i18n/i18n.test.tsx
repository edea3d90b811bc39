import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { configureMissingStrings, MISSING_BATCH_MS, queueMissing } from './missing-strings.ts';

describe('translations', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.dir = 'ltr';
  });

  it('loads the language map of the URL segment and sets rtl for Arabic', async () => {
    renderRoute('/ar');
    expect(await screen.findByRole('link', { name: 'ابدأ اللعبة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('sends the x-language header', async () => {
    let seen: string | null = null;
    server.use(
      http.get(/\/trpc\/translation\.all/, ({ request }) => {
        seen = request.headers.get('x-language');
        return HttpResponse.json([{ result: { data: {} } }]);
      }),
    );
    renderRoute('/de');
    await waitFor(() => expect(seen).toBe('de'));
  });
});

describe('missing strings for translators', () => {
  it('batches strings 500 ms after the last one, only for role 10+', () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    configureMissingStrings(0, send);
    queueMissing('player string');
    vi.advanceTimersByTime(MISSING_BATCH_MS + 10);
    expect(send).not.toHaveBeenCalled();

    configureMissingStrings(10, send);
    queueMissing('one');
    vi.advanceTimersByTime(400);
    queueMissing('two');
    vi.advanceTimersByTime(400);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(send).toHaveBeenCalledExactlyOnceWith(['one', 'two']);
    queueMissing('one');
    vi.advanceTimersByTime(MISSING_BATCH_MS + 10);
    expect(send).toHaveBeenCalledOnce();
    configureMissingStrings(0, send);
  });
});
