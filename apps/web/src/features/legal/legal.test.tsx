import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { mockSite } from '../../mocks/handlers/site.ts';

const moonlit = mockSite({
  siteName: 'Moonlit Dates',
  operator: {
    name: 'Moonlit Games OÜ',
    address: 'Narva mnt 5, 10117 Tallinn, Estonia',
    registryCode: '14999999',
    jurisdiction: null,
    contact: 'help@moonlit.example',
  },
  supportEmail: 'help@moonlit.example',
});

/** An operator elsewhere, with every legal setting of its own. */
const valletta = mockSite({
  siteName: 'Harbour Hearts',
  operator: {
    name: 'Harbour Games Ltd',
    address: '5 Harbour Street, Valletta',
    registryCode: 'C 99999',
    jurisdiction: 'Malta',
    contact: 'legal@harbour.example',
  },
  supportEmail: 'help@harbour.example',
  minimumAge: 21,
  recordsStatement: 'Every image here is drawn by a computer.\nNo real person appears in any of them.',
  copyrightAgent: {
    name: 'Jane Agent',
    address: '1 Agent Way, Wilmington, DE 19801, USA',
    email: 'dmca@harbour.example',
  },
  retention: {
    anonymousPlayerDays: 60,
    customMessageCountDays: 3,
    paymentNoticeDays: 400,
    signupLinkHours: 24,
    verifyLinkHours: 168,
    resetLinkHours: 1,
  },
});

const section = async (name: string) => screen.findByRole('region', { name });

describe('terms and privacy', () => {
  it('name the operator the server is configured with', async () => {
    server.use(trpcQuery('site.config', () => moonlit));
    renderRoute('/terms');
    expect(
      await screen.findByText(
        'Moonlit Dates is operated by Moonlit Games OÜ, a company registered in Estonia (registry code 14999999), Narva mnt 5, 10117 Tallinn, Estonia.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Send complaints to help@moonlit\.example/)).toBeInTheDocument();
    expect(screen.queryByText(/Example Interactive/)).not.toBeInTheDocument();
  });

  it('privacy names the controller and the contact address', async () => {
    server.use(trpcQuery('site.config', () => moonlit));
    renderRoute('/privacy');
    expect(
      await screen.findByText(/mean Moonlit Games OÜ, Narva mnt 5, 10117 Tallinn, Estonia, the controller/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Questions about privacy or requests about your data: help@moonlit.example.'),
    ).toBeInTheDocument();
  });
});

describe('terms with the operator’s own legal settings', () => {
  it('show the configured company, jurisdiction, age, records statement and legal contact; nothing hard-coded', async () => {
    server.use(trpcQuery('site.config', () => valletta));
    renderRoute('/terms');
    expect(
      await screen.findByText(
        'Harbour Hearts is operated by Harbour Games Ltd, a company registered in Malta (registry code C 99999), 5 Harbour Street, Valletta.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You must be at least 21 years old/)).toBeInTheDocument();
    const records = await section('18 U.S.C. 2257 notice');
    expect(within(records).getByText('Every image here is drawn by a computer.')).toBeInTheDocument();
    expect(within(records).getByText('No real person appears in any of them.')).toBeInTheDocument();
    expect(
      within(records).getByText('Questions about this statement can be sent to legal@harbour.example.'),
    ).toBeInTheDocument();
    // the default statement gives way to the operator's
    expect(within(records).queryByText(/28 C\.F\.R\. Part 75/)).not.toBeInTheDocument();
    expect(screen.getByText(/Send complaints to legal@harbour\.example/)).toBeInTheDocument();
    expect(screen.getByText('Support: help@harbour.example.')).toBeInTheDocument();
    expect(screen.queryByText(/Estonia|\b18 years\b/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copyright Policy' })).toHaveAttribute('href', '/copyright');
  });

  it('without a statement of its own, the default says no real person is depicted and why 2257 record-keeping does not apply', async () => {
    server.use(trpcQuery('site.config', () => moonlit));
    renderRoute('/terms');
    const records = await section('18 U.S.C. 2257 notice');
    expect(within(records).getByText(/No real person is depicted/)).toBeInTheDocument();
    expect(within(records).getByText(/every character shown is a fictional adult/)).toBeInTheDocument();
    expect(
      within(records).getByText(
        /18 U\.S\.C\. §2257 and 28 C\.F\.R\. Part 75 concern depictions of actual human beings/,
      ),
    ).toBeInTheDocument();
  });
});

describe('copyright page', () => {
  it('names the designated agent and explains notice, what happens next, counter-notice and repeat infringers', async () => {
    server.use(trpcQuery('site.config', () => valletta));
    renderRoute('/copyright', { claims: { tosConsent: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Copyright Policy' })).toBeInTheDocument();
    // a rights holder reads it without passing the age gate
    expect(screen.queryByRole('dialog', { name: /Adults only/ })).not.toBeInTheDocument();
    const agent = await section('Designated agent');
    expect(within(agent).getByText('Jane Agent')).toBeInTheDocument();
    expect(within(agent).getByText('1 Agent Way, Wilmington, DE 19801, USA')).toBeInTheDocument();
    expect(within(agent).getByRole('link', { name: 'dmca@harbour.example' })).toHaveAttribute(
      'href',
      'mailto:dmca@harbour.example',
    );
    expect(within(agent).getByText(/For anything else, write to help@harbour\.example/)).toBeInTheDocument();
    const notice = await section('What a notice must contain');
    expect(within(notice).getAllByRole('listitem')).toHaveLength(6);
    expect(within(notice).getByText(/under penalty of perjury/)).toBeInTheDocument();
    expect(
      within(await section('What happens next')).getByText(/remove the material or block access/),
    ).toBeInTheDocument();
    expect(within(await section('Counter-notice')).getByText(/10 to 14 business days/)).toBeInTheDocument();
    expect(within(await section('Repeat infringers')).getByText(/repeatedly infringe/)).toBeInTheDocument();
    // the table of contents leads to every section
    expect(screen.getByRole('link', { name: 'Counter-notice' })).toHaveAttribute('href', '#counter-notice');
  });

  it('is linked from the footer and the sitemap page', async () => {
    renderRoute('/en');
    expect(await screen.findByRole('link', { name: 'Copyright' })).toHaveAttribute('href', '/copyright');
    renderRoute('/en/sitemap');
    expect(await screen.findByRole('link', { name: 'Copyright Policy' })).toHaveAttribute('href', '/copyright');
  });
});

describe('privacy: what is stored, for how long, and who receives what', () => {
  it('shows the retention periods the operator configured', async () => {
    server.use(trpcQuery('site.config', () => valletta));
    renderRoute('/privacy');
    const stored = await section('Types of data we collect');
    expect(within(stored).getByText(/who neither visits nor chats for 60 days is deleted/)).toBeInTheDocument();
    expect(within(stored).getByText('Kept for 3 days.')).toBeInTheDocument();
    expect(within(stored).getByText(/Kept for 400 days, also after you delete your account/)).toBeInTheDocument();
    expect(
      within(stored).getByText(
        'Deleted when they expire: a password reset link after 1 hour, a sign-up after 24 hours, a verification link after 7 days.',
      ),
    ).toBeInTheDocument();
    for (const kind of [
      'Account',
      'Chats and game progress',
      'Likes, follows and votes',
      'Subscriptions',
      'Linked platforms',
      'Moderation records',
      'Server logs',
    ])
      expect(within(stored).getByText(kind)).toBeInTheDocument();
    expect(screen.queryByText(/12 months are deleted/)).not.toBeInTheDocument();
  });

  it('lists which third parties receive what, and where players use their rights', async () => {
    server.use(trpcQuery('site.config', () => valletta));
    renderRoute('/privacy');
    const disclosure = await section('Data disclosure');
    expect(within(disclosure).getByText('Card payment provider')).toBeInTheDocument();
    expect(within(disclosure).getByText(/your player ID and the tier you buy/)).toBeInTheDocument();
    expect(within(disclosure).getByText('E-mail service')).toBeInTheDocument();
    expect(
      within(disclosure).getByText(/It does not receive your e-mail address, player ID or payment data/),
    ).toBeInTheDocument();
    expect(within(disclosure).getByText(/SubscribeStar and Patreon/)).toBeInTheDocument();
    const rights = await section('Your rights under the GDPR');
    expect(
      within(rights).getByText(
        /supervisory authority where you live or in the country where we are registered \(Malta\)/,
      ),
    ).toBeInTheDocument();
    expect(within(rights).getByText(/Profile → Account → Your data/)).toBeInTheDocument();
    expect(within(rights).getByRole('link', { name: 'Go to Your data' })).toHaveAttribute('href', '/app/profile/me');
    expect(screen.getByText(/only for adults aged 21 or older/)).toBeInTheDocument();
    expect(
      screen.getByText('Questions about privacy or requests about your data: legal@harbour.example.'),
    ).toBeInTheDocument();
  });
});

describe('age gate', () => {
  it('asks for the configured minimum age', async () => {
    server.use(trpcQuery('site.config', () => valletta));
    renderRoute('/en/app/hub', { claims: { tosConsent: false } });
    expect(await screen.findByRole('dialog', { name: 'Adults only (21+)' })).toBeInTheDocument();
    expect(screen.getByText(/If you are under 21, or under the age of majority/)).toBeInTheDocument();
  });
});
