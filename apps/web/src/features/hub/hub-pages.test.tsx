import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLogin } from '../../lib/dialogs/index.ts';
import { resetHubMock } from '../../mocks/handlers/hub.ts';
import { hubPostFactory } from '../../mocks/data/hub.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';

const loggedIn = {
  claims: { user: 'player-mail-1', loggedIn: true, tier: 2, tosConsent: true, tags: { 'girls-set': 'true' } },
};

function optionButton(scope: HTMLElement, label: string) {
  return within(scope).getByRole('button', { name: new RegExp(label) });
}

describe('hub', () => {
  afterEach(() => {
    resetHubMock();
    closeLogin();
  });

  it('lists posts with countdowns and percentages from the score shares', async () => {
    renderRoute('/en/app/hub');
    const posts = await screen.findAllByRole('article', { name: 'Hub post' });
    expect(posts).toHaveLength(2);
    expect(within(posts[0]!).getByText(/2 days \d+ hours? left/)).toBeInTheDocument();
    expect(optionButton(posts[0]!, 'Rooftop bar')).toHaveTextContent('75%');
    expect(optionButton(posts[0]!, 'Beach at sunset')).toHaveTextContent('25%');
    expect(optionButton(posts[0]!, 'Jazz club')).toHaveTextContent('0%');
    expect(within(posts[1]!).getByText('Voting ended')).toBeInTheDocument();
    expect(optionButton(posts[1]!, 'Red evening dress')).toHaveTextContent('40%');
  });

  it('asks an anonymous player to log in before voting', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/hub');
    const [first] = await screen.findAllByRole('article', { name: 'Hub post' });
    await user.click(optionButton(first!, 'Jazz club'));
    expect(await screen.findByRole('dialog', { name: 'Login Options' })).toHaveTextContent('Please log in to vote.');
    expect(optionButton(first!, 'Jazz club')).toHaveTextContent('0%');
  });

  it('records a vote and changes it when another option is clicked', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/hubPost/hub-1', loggedIn);
    const post = await screen.findByRole('article', { name: 'Hub post' });
    await user.click(optionButton(post, 'Jazz club'));
    await waitFor(() => expect(optionButton(post, 'Jazz club')).toHaveAttribute('aria-pressed', 'true'));
    // VIP vote power 6: tally 30/10/6 of 46.
    expect(optionButton(post, 'Jazz club')).toHaveTextContent('13%');
    await user.click(optionButton(post, 'Beach at sunset'));
    await waitFor(() => expect(optionButton(post, 'Beach at sunset')).toHaveAttribute('aria-pressed', 'true'));
    expect(optionButton(post, 'Jazz club')).toHaveAttribute('aria-pressed', 'false');
    expect(optionButton(post, 'Jazz club')).toHaveTextContent('0%');
  });

  it('dims an ended post and makes its options not clickable', async () => {
    renderRoute('/en/app/hubPost/hub-2', loggedIn);
    const post = await screen.findByRole('article', { name: 'Hub post' });
    expect(post).toHaveClass('hub-post--ended');
    for (const button of within(post).getAllByRole('button', { name: /%/ })) expect(button).toBeDisabled();
  });

  it('cuts long text at 300 characters in the list; show more brings the rest', async () => {
    const user = userEvent.setup();
    const long = `Intro ${'x'.repeat(400)} END`;
    server.use(trpcQuery('hub.all', () => [hubPostFactory({ description: long })]));
    renderRoute('/en/app/hub', loggedIn);
    const post = await screen.findByRole('article', { name: 'Hub post' });
    expect(within(post).queryByText(/END/)).not.toBeInTheDocument();
    await user.click(within(post).getByRole('button', { name: 'Show more' }));
    expect(within(post).getByText(/END/)).toBeInTheDocument();
    await user.click(within(post).getByRole('button', { name: 'Show less' }));
    expect(within(post).queryByText(/END/)).not.toBeInTheDocument();
  });

  it('collapses text between 100 and 300 characters and expands it in full', async () => {
    const user = userEvent.setup();
    const medium = `## Title\n\n${'word '.repeat(30)}LAST`;
    server.use(trpcQuery('hub.all', () => [hubPostFactory({ description: medium })]));
    renderRoute('/en/app/hub', loggedIn);
    const post = await screen.findByRole('article', { name: 'Hub post' });
    const text = post.querySelector('.hub-post__text')!;
    expect(text).toHaveClass('hub-post__text--collapsed');
    await user.click(within(post).getByRole('button', { name: 'Show more' }));
    expect(text).not.toHaveClass('hub-post__text--collapsed');
    expect(within(post).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers no show more for text of 100 characters or less', async () => {
    server.use(trpcQuery('hub.all', () => [hubPostFactory({ description: 'Short and sweet.' })]));
    renderRoute('/en/app/hub', loggedIn);
    const post = await screen.findByRole('article', { name: 'Hub post' });
    expect(within(post).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the whole text on the post page', async () => {
    const long = `Intro ${'x'.repeat(400)} END`;
    server.use(trpcQuery('hub.get', () => hubPostFactory({ description: long })));
    renderRoute('/en/app/hubPost/hub-1', loggedIn);
    const post = await screen.findByRole('article', { name: 'Hub post' });
    expect(within(post).getByText(/END/)).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
