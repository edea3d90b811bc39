import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameReplySchema, inboxItemSchema } from '@app/schema';
import { inboxOf, newGame, playMockTurn, seedGames } from './messages.ts';

describe('scripted mock chat', () => {
  it('starts with a greeting, reaches a location select, a date, an action select and ends away', () => {
    const g = newGame('sofia');
    const start = gameReplySchema.parse(playMockTurn(g, '', []));
    expect(start.messages).toHaveLength(1);
    expect(start.options.length).toBeGreaterThan(0);

    let reply = start;
    for (let i = 0; i < 5 && !reply.locationSelect; i++) reply = gameReplySchema.parse(playMockTurn(g, reply.options[0]!, []));
    expect(reply.locationSelect?.length).toBe(2);

    reply = gameReplySchema.parse(playMockTurn(g, '', [reply.locationSelect![0]!.id]));
    expect(reply.messages[0]!.response).toMatch(/\[sofia-loc-rooftop\.jpg\]/);
    for (let i = 0; i < 5 && !reply.actionSelect; i++) reply = gameReplySchema.parse(playMockTurn(g, reply.options[0]!, []));
    expect(reply.actionSelect?.length).toBeGreaterThan(5);

    const now = Date.now();
    gameReplySchema.parse(playMockTurn(g, '', ['back-hug'], now));
    reply = gameReplySchema.parse(playMockTurn(g, '', ['massage', 'afterglow'], now));
    expect(reply.timeout).toBe(now + 30 * 60_000);
    expect(reply.actionSelect).toBeNull();
  });

  it('blocks the player for more than 24 hours when the meter falls to 3 or lower', () => {
    const g = newGame('ava'); // meter 5
    const now = Date.now();
    const reply = playMockTurn(g, 'Whatever.', [], now);
    expect(reply.horny).toBeLessThanOrEqual(3);
    expect(reply.timeout! - now).toBeGreaterThan(24 * 3_600_000);
  });

  it('answers a valid inbox', () => {
    const inbox = inboxOf(seedGames());
    expect(() => z.array(inboxItemSchema).parse(inbox)).not.toThrow();
    expect(inbox.length).toBe(3);
  });
});
