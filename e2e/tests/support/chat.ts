import { expect, type Page } from '@playwright/test';
import { demoCharacter, rudeReplies } from './demo-pack.ts';

/** Every suggested reply of the demo pack's character marked friendly (the surest way up the meter). */
export function friendlyReplies(id: string): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const reply = value as { kind?: unknown; text?: unknown };
      if (reply.kind === 'friendly' && typeof reply.text === 'string') texts.add(reply.text);
      Object.values(value).forEach(walk);
    }
  };
  walk(demoCharacter(id).dialogue);
  return texts;
}

/** The location-select step of the chat. */
export const locationSelect = (page: Page) => page.getByRole('region', { name: 'Choose a location' });

/** The suggested-reply chips of the chat. */
export const replyChips = (page: Page) => page.locator('.chat-chips__list').getByRole('button');

/**
 * Picks suggested replies (friendly first, never a rude one) until the character offers a meeting location; answers the
 * number of replies it took. The scripted engine's own typing delays set the pace.
 */
export async function chatUntilLocation(page: Page, charId: string, maxTurns = 15): Promise<number> {
  const rude = rudeReplies(charId);
  const friendly = friendlyReplies(charId);
  for (let turn = 0; turn < maxTurns; turn += 1) {
    await expect(locationSelect(page).or(replyChips(page).first())).toBeVisible({ timeout: 20_000 });
    if (await locationSelect(page).isVisible()) return turn;
    const texts = (await replyChips(page).allInnerTexts()).map((t) => t.trim());
    const pick = texts.find((t) => friendly.has(t)) ?? texts.find((t) => !rude.has(t)) ?? texts[0]!;
    await replyChips(page).filter({ hasText: pick }).first().click();
    // Options are cleared on send; the next ones come with the character's answer.
    await expect(replyChips(page).filter({ hasText: pick })).toHaveCount(0);
  }
  throw new Error(`no location offered after ${maxTurns} replies`);
}
