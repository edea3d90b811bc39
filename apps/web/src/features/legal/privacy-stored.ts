import type { TFunction } from 'i18next';
import type { SiteConfig } from '../../lib/operator.ts';
import type { LegalItem } from './legal-page.tsx';

type Period = (amount: number, unit: 'day' | 'hour') => string;

/**
 * Everything the server stores about a player (docs/privacy-data.md, the Prisma schema) and how long: the
 * pruning jobs' periods come from the operator's configuration (site.config), the links' lifetimes from the server.
 */
export function storedData(t: TFunction, site: SiteConfig, period: Period): LegalItem[] {
  const r = site.retention;
  const untilDeleted = t('Kept until you delete your account.');
  return [
    {
      term: t('Account'),
      text: t(
        'Your player ID and, if you register, your e-mail address, whether it is verified and a hash of your password (never the password itself); your language and role, when the account was created and last used, and the ID and e-mail address of a linked Patreon or SubscribeStar account.',
      ),
      kept: t(
        'Kept until you delete your account. A player without an e-mail address, linked platform or subscription who neither visits nor chats for {{period}} is deleted, with everything below.',
        { period: period(r.anonymousPlayerDays, 'day') },
      ),
    },
    {
      term: t('Consent'),
      text: t('That you confirmed your age and accepted the terms.'),
      kept: untilDeleted,
    },
    {
      term: t('Settings'),
      text: t('Your preferences, such as your language and which characters and content you want to see.'),
      kept: untilDeleted,
    },
    {
      term: t('Chats and game progress'),
      text: t(
        'Every chat message you send and receive (with its translation), your score and level with each character, and the state of your story games.',
      ),
      kept: t('Kept until you delete your account or restart your progress.'),
    },
    {
      term: t('Likes, follows and votes'),
      text: t('The posts you like, the characters you follow and your votes in Buzz.'),
      kept: untilDeleted,
    },
    {
      term: t('Custom messages'),
      text: t('How many custom messages you sent each day, for the daily limit.'),
      kept: t('Kept for {{period}}.', { period: period(r.customMessageCountDays, 'day') }),
    },
    {
      term: t('Subscriptions'),
      text: t('The provider, tier, status and end date of each subscription. We never see your card number.'),
      kept: untilDeleted,
    },
    {
      term: t('Linked platforms'),
      text: t('The access tokens of a linked Patreon or SubscribeStar account, encrypted.'),
      kept: t('Kept until you unlink the platform or delete your account.'),
    },
    {
      term: t('E-mail links'),
      text: t(
        'Links to verify your address, reset your password or confirm a sign-up, stored only as hashes; a sign-up waiting for confirmation also holds its e-mail address and password hash.',
      ),
      kept: t(
        'Deleted when they expire: a password reset link after {{reset}}, a sign-up after {{signup}}, a verification link after {{verify}}.',
        {
          reset: period(r.resetLinkHours, 'hour'),
          signup: period(r.signupLinkHours, 'hour'),
          verify: period(r.verifyLinkHours, 'hour'),
        },
      ),
    },
    {
      term: t('Reports'),
      text: t('The reports you send, and what the safety filter noted about your messages.'),
      kept: untilDeleted,
    },
    {
      term: t('Moderation records'),
      text: t('Warnings, suspensions and bans on your account, chat lines a moderator hid, and the reasons given.'),
      kept: t(
        "The log of moderators' actions is kept permanently, also after you delete your account, as a record of how the rules were enforced.",
      ),
    },
    {
      term: t('Payment notices'),
      text: t(
        'What payment providers tell us about your purchases: sales, renewals, cancellations, refunds and chargebacks.',
      ),
      kept: t('Kept for {{period}}, also after you delete your account, as proof of what was charged.', {
        period: period(r.paymentNoticeDays, 'day'),
      }),
    },
    {
      term: t('Server logs'),
      text: t(
        'The time, page and IP address of each request, with your player ID; e-mail addresses appear only as a hash. We also use your IP address, without storing it, for rate limits and to find your region where the law requires age checks.',
      ),
      kept: t('Kept only as long as needed to run and secure the service.'),
    },
  ];
}

/** Who else receives data, and exactly what (docs/payments.md, the mailer, the language-model client). */
export function thirdParties(t: TFunction): LegalItem[] {
  return [
    {
      term: t('Card payment provider'),
      text: t(
        'If you pay by card: your player ID and the tier you buy. You give your card details and e-mail address to the provider directly; it tells us about sales, renewals, cancellations, refunds and chargebacks.',
      ),
    },
    {
      term: t('SubscribeStar and Patreon'),
      text: t(
        'If you sign in with or link one of them: the platform sends us your account ID, e-mail address and subscription status, and learns that you use this site.',
      ),
    },
    {
      term: t('E-mail service'),
      text: t(
        'Your e-mail address and the e-mails we send you: address verification, password reset and sign-up confirmation.',
      ),
    },
    {
      term: t('AI language model service'),
      text: t(
        "Your chat messages, the recent conversation with the character and a summary of it, and your language, to write the character's replies. It does not receive your e-mail address, player ID or payment data.",
      ),
    },
    {
      term: t('Hosting'),
      text: t('The servers that run the site store the database and logs on our behalf.'),
    },
  ];
}
