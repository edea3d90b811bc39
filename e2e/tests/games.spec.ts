import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { passAgeGate, savePreferences, snap } from './support/app.ts';
import { replyChips } from './support/chat.ts';
import { buyTier } from './support/tier.ts';

/*
 * The whole game on screen (issue 14): every game type of the game shell is reached from a character's
 * profile through its games menu and played to an ending, at phone and desktop size; the /{lang}/game
 * index lists the characters and their games; a God Mode player starts and ends a scene from the chat.
 */

const GAMES = [
  { type: 'cosplay', title: 'Costume Night' },
  { type: 'helping-hand', title: 'A Helping Hand' },
  { type: 'lost-and-found', title: 'Lost and Found' },
  { type: 'emoji', title: 'Say It With Emojis' },
  { type: 'emojisfw', title: 'Emoji Chat' },
  { type: 'minigame', title: 'Guess My Favourites' },
  { type: 'minigame2', title: 'Date Night Quiz' },
] as const;

const CHARACTER = { id: 'mila', name: 'Mila Reyes' };
/** The character's typing delays set the pace (seconds a turn); a busy machine stretches them. */
const WAIT = { timeout: 45_000 };
test.describe.configure({ timeout: 240_000 });

/** A new visitor at `path`: the age gate and the introduction, waited for as long as a busy machine needs. */
async function enterApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('dialog', { name: 'Adults only (18+)' })).toBeVisible(WAIT);
  await passAgeGate(page);
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible(WAIT);
  await savePreferences(page);
}

/** Picks the first suggested reply until the story's ending shows (each scenario ends within a few turns). */
async function playToEnding(page: Page): Promise<void> {
  const ending = page.getByRole('log').getByText(/Ending: /);
  for (let turn = 0; turn < 12; turn += 1) {
    await expect(ending.or(replyChips(page).first())).toBeVisible(WAIT);
    if (await ending.isVisible()) break;
    const pick = (await replyChips(page).first().innerText()).trim();
    await replyChips(page).first().click();
    await expect(replyChips(page).filter({ hasText: pick })).toHaveCount(0);
  }
  await expect(ending).toBeVisible(WAIT);
  await expect(replyChips(page)).toHaveCount(0);
}

/** Opens the games menu of the character's profile and follows one game. */
async function openFromProfile(page: Page, title: RegExp | string): Promise<void> {
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  const menu = page.getByRole('dialog', { name: `Games with ${CHARACTER.name}` });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: title }).click();
}

/**
 * Every game type plays to an ending at phone size; at desktop size (the same game shell, wider) a story game and
 * an emoji game do, which keeps the suite inside its time budget.
 */
const DESKTOP_GAMES = new Set<string>(['cosplay', 'emoji']);

for (const game of GAMES) {
  test(`a new player reaches ${game.type} from a profile's games menu and plays it to an ending`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop' && !DESKTOP_GAMES.has(game.type), 'played at phone size');
    await enterApp(page, `/en/app/profile/${CHARACTER.id}`);
    await openFromProfile(page, new RegExp(`^${game.title}`));
    await expect(page).toHaveURL(new RegExp(`/en/game/${game.type}/${CHARACTER.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: CHARACTER.name })).toBeVisible();
    await playToEnding(page);
    if (game.type === 'cosplay') await snap(page, testInfo, 'screens-game-ending', { fullPage: false });
  });
}

test('with Futas on, the games menu offers the futa variants, and one plays to an ending', async ({
  page,
}, testInfo) => {
  await enterApp(page, `/en/app/profile/${CHARACTER.id}`);
  await page.goto('/en/app/profile/me');
  // Visibility Settings never leave an empty app: Girls off while Futas is off is refused, saying why.
  await page.getByRole('switch', { name: 'Girls' }).click();
  const refused = page
    .getByRole('alert')
    .filter({ hasText: 'Keep Girls or Futas on: with both off there would be nobody to meet.' });
  await expect(refused).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Girls' })).toBeChecked();
  await refused.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'screens-visibility-refused', { fullPage: false });
  await page.getByRole('switch', { name: 'Futas' }).click();
  await expect(page.getByRole('switch', { name: 'Futas' })).toBeChecked();
  await page.goto(`/en/app/profile/${CHARACTER.id}`);
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  const menu = page.getByRole('dialog', { name: `Games with ${CHARACTER.name}` });
  // The seven games and the four futa variants.
  await expect(menu.locator('.game-link')).toHaveCount(11);
  await snap(page, testInfo, 'screens-games-menu', { fullPage: false });
  await menu.getByRole('link', { name: /^Lost and Found \(futa\)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/game/lost-and-found/futa/${CHARACTER.id}$`));
  await playToEnding(page);
});

test('the game index lists the characters with their games; the chat header has the games menu too', async ({
  page,
}, testInfo) => {
  await enterApp(page, '/en/game');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  const mila = page.getByRole('region', { name: CHARACTER.name });
  await expect(mila.getByRole('link', { name: /^Costume Night/ })).toHaveAttribute(
    'href',
    `/en/game/cosplay/${CHARACTER.id}`,
  );
  // A character above the free tier says which tier opens her instead of offering games the server would refuse.
  await expect(
    page
      .locator('.games-card--locked')
      .first()
      .getByRole('link', { name: /^Unlock with / }),
  ).toBeVisible();
  await snap(page, testInfo, 'screens-game-index');
  await page.goto(`/en/app/chat/${CHARACTER.id}`);
  await expect(replyChips(page).first()).toBeVisible(WAIT);
  await page.getByRole('button', { name: `Games with ${CHARACTER.name}` }).click();
  await page
    .getByRole('dialog', { name: `Games with ${CHARACTER.name}` })
    .getByRole('link', { name: /^Date Night Quiz/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/game/minigame2/${CHARACTER.id}$`));
  await expect(replyChips(page).first()).toBeVisible(WAIT);
  await snap(page, testInfo, 'screens-game-shell', { fullPage: false });
});

test('a God Mode player starts a scene from the chat and ends it; a free player sees both controls locked', async ({
  page,
}, testInfo) => {
  await enterApp(page, `/en/app/chat/${CHARACTER.id}`);
  await expect(replyChips(page).first()).toBeVisible(WAIT);
  const locked = page.getByRole('link', { name: /^Start a scene now\W+Exclusive: God Mode and up$/ });
  await expect(locked).toBeVisible();
  await expect(locked).toHaveAttribute('href', '/en/app/profile/me/prices');
  await snap(page, testInfo, 'screens-chat-free', { fullPage: false });

  await buyTier(page, 3);
  await expect(replyChips(page).first()).toBeVisible(WAIT);
  const start = page.getByRole('button', { name: /^Start a scene now/ });
  await expect(start).toContainText('God Mode');
  await start.click();
  const scene = page.getByRole('region', { name: 'Choose what happens next' });
  await expect(scene).toBeVisible(WAIT);
  await expect(scene).toContainText('God Mode: up to 5 poses a turn');
  await expect(page.locator('.chat')).toHaveAttribute('data-busy', 'false', WAIT);
  await snap(page, testInfo, 'screens-chat-god-scene', { fullPage: false });
  // A pose answers with its picture; the scene goes on until God Mode ends it.
  await scene.locator('.chat-choice').first().click();
  await scene.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.chat')).toHaveAttribute('data-busy', 'false', WAIT);
  await expect(scene).toBeVisible();
  await scene.getByRole('button', { name: /^End the scene/ }).click();
  await expect(scene).toBeHidden(WAIT);
  await expect(page.getByRole('status').filter({ hasText: `${CHARACTER.name} is away` })).toBeVisible(WAIT);
});
