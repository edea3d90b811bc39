import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server.ts';
import { renderRoute } from '../../mocks/render-page.tsx';
import { ChatRoute } from './chat-route.tsx';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

/** Every tRPC procedure the page asks for, in order. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/trpc\//, '');
    calls.push(...path.split(','));
  });
  return calls;
}

function openChat(charId: string, tier: number, variant: 'app' | 'game' = 'app') {
  const route = variant === 'app' ? '/app/chat/:charId' : '/game/cosplay/:charId';
  const path = variant === 'app' ? `/app/chat/${charId}` : `/game/cosplay/${charId}`;
  return renderRoute(<ChatRoute variant={variant} gameType={variant === 'app' ? 'chat' : 'cosplay'} isFuta={false} />, {
    route,
    path,
    tier,
  });
}

describe('chat route', () => {
  it("shows a locked character's chat as locked: the tier that opens her and the way there, with no refused call and no error", async () => {
    const calls = recordCalls();
    const errors = vi.spyOn(console, 'error');
    // Camille is a tier 2 (VIP Pass) character of the demo pack.
    openChat('camille', 0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Dubois' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Exclusive: VIP Pass and up' });
    expect(notice).toHaveTextContent('Chatting with Camille Dubois needs VIP Pass or higher. Your tier: Free.');
    expect(within(notice).getByRole('link', { name: 'Unlock with VIP Pass' })).toHaveAttribute(
      'href',
      '/app/profile/me/prices',
    );
    expect(within(notice).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/app/profile/camille');
    expect(screen.getByRole('link', { name: 'Chat with another character' })).toHaveAttribute('href', '/app/explore');
    // A phone's chat has its own header: the way back and the Report button stay.
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((c) => c.startsWith('message.'))).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('does the same in the game shell', async () => {
    const calls = recordCalls();
    // Raven is the demo pack's God Mode character.
    openChat('raven', 2, 'game');
    expect(await screen.findByRole('region', { name: 'Exclusive: God Mode and up' })).toHaveTextContent(
      'Your tier: VIP Pass.',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((c) => c.startsWith('message.'))).toEqual([]);
  });

  it("starts the chat of a character the player's tier opens", async () => {
    const calls = recordCalls();
    openChat('camille', 2);
    expect(await screen.findByRole('log')).toBeInTheDocument();
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Exclusive:/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toContain('message.send'));
  });
});
