import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { speak } from '@app/game-engine';
import { demoPack } from '../../mocks/data/demo-pack.ts';
import { renderRoute } from '../../mocks/render-page.tsx';
import { server } from '../../mocks/server.ts';
import { ChatPage } from './chat-page.tsx';

const SIENNA = demoPack().characters.find((c) => c.id === 'sienna')!;
const greetings = SIENNA.dialogue.greeting.map((line) => speak(line, SIENNA.name, 'en').response);

describe('reporting a character line', () => {
  it("a character's line has a report action that sends the line, its game and the reason", async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('report.create')) bodies.push(await request.clone().json());
    });
    renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, {
      route: '/app/chat/:charId',
      path: '/app/chat/sienna',
    });
    const log = screen.getByRole('log');
    const greeting = await within(log).findByText((text) => greetings.includes(text));
    await userEvent.click(within(log).getAllByRole('button', { name: 'Report this message' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    expect(within(dialog).getByText(greeting.textContent!)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('What is wrong?'), 'Shows a real person');
    await userEvent.type(within(dialog).getByLabelText('Anything to add (optional)'), 'She looks like a singer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your report reached the moderators');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.stringify(bodies[0])).toContain('"target":"message"');
    expect(JSON.stringify(bodies[0])).toContain('"id":"sienna"');
    expect(JSON.stringify(bodies[0])).toContain('"gameType":"chat"');
    expect(JSON.stringify(bodies[0])).toContain('"reason":"real-person"');
    expect(JSON.stringify(bodies[0])).toContain('She looks like a singer');
  });
});
