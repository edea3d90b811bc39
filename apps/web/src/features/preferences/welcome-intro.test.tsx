import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_METER, DEFAULT_DATE_THRESHOLD, DEFAULT_SCENE_THRESHOLD } from '@app/game-engine';
import { browser } from '../../lib/browser.ts';
import { decodeClaims } from '../../lib/session.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { preferencesTarget } from './welcome-intro.tsx';

const noTags = { claims: { tosConsent: true, tags: {} } };

describe('the welcome introduction', () => {
  afterEach(() => vi.restoreAllMocks());

  it("explains the game with the engine's numbers, then saves the visibility choice and reloads to the language path", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/en/app/hub', noTags);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      `At ${DEFAULT_DATE_THRESHOLD} she asks you on a date; at ${DEFAULT_SCENE_THRESHOLD} things heat up.`,
    );
    expect(dialog).toHaveTextContent(`At ${BLOCK_METER} or lower she blocks you`);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(/This decides which characters and posts you see/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Girls' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Futas' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Futas' }));
    await user.selectOptions(within(dialog).getByLabelText('Language settings'), 'fr');
    await user.click(within(dialog).getByRole('button', { name: 'Start playing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/app/hub'));
    const tags = decodeClaims(localStorage.getItem('token')!)?.tags;
    expect(tags).toMatchObject({ language: 'fr', girls: 'true', futas: 'true', 'girls-set': 'true' });
  });

  it('can be skipped at once: the defaults (girls, the current language) are saved', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/en/app/home', noTags);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/app/home'));
    expect(decodeClaims(localStorage.getItem('token')!)?.tags).toMatchObject({
      language: 'en',
      girls: 'true',
      futas: 'false',
      'girls-set': 'true',
    });
  });

  it('is not shown once girls-set exists', async () => {
    renderRoute('/en/app/hub');
    await screen.findAllByRole('article', { name: 'Hub post' });
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('hides the switches when a gender parameter is given', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/hub?gender=futas', noTags);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Language settings')).toBeInTheDocument();
  });

  it('adds restart=true when the URL mentions cosplay', () => {
    expect(preferencesTarget('http://localhost:3000/en/game/cosplay/mila', 'de')).toBe(
      '/de/game/cosplay/mila?restart=true',
    );
    expect(preferencesTarget('http://localhost:3000/app/home?x=1', 'es')).toBe('/es/app/home?x=1');
  });
});
