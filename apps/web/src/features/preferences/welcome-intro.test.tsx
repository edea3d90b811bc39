import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { decodeClaims } from '../../lib/session.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { preferencesTarget } from './preferences-overlay.tsx';

const noTags = { claims: { tosConsent: true, tags: {} } };

describe('visibility settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows when girls-set is missing and saves tags, then reloads to the language path', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/en/app/hub', noTags);
    const dialog = await screen.findByRole('dialog', { name: 'Visibility Settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Futas' }));
    await user.selectOptions(within(dialog).getByLabelText('Language settings'), 'fr');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/app/hub'));
    const tags = decodeClaims(localStorage.getItem('token')!)?.tags;
    expect(tags).toMatchObject({ language: 'fr', girls: 'true', futas: 'true', 'girls-set': 'true' });
  });

  it('is not shown once girls-set exists', async () => {
    renderRoute('/en/app/hub');
    await screen.findAllByRole('article', { name: 'Hub post' });
    expect(screen.queryByRole('dialog', { name: 'Visibility Settings' })).not.toBeInTheDocument();
  });

  it('hides the switches when a gender parameter is given', async () => {
    renderRoute('/en/app/hub?gender=futas', noTags);
    const dialog = await screen.findByRole('dialog', { name: 'Visibility Settings' });
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Language settings')).toBeInTheDocument();
  });

  it('adds restart=true when the URL mentions cosplay', () => {
    expect(preferencesTarget('http://localhost:3000/en/game/cosplay/mila', 'de')).toBe('/de/game/cosplay/mila?restart=true');
    expect(preferencesTarget('http://localhost:3000/app/home?x=1', 'es')).toBe('/es/app/home?x=1');
  });
});
