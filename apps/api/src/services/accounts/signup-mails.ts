import type { AppServices } from '../../app-services.ts';
import { siteOrigin } from './mails.ts';

/**
 * The link of the confirmation mail. The id and secret ride in the fragment, which browsers never send
 * to a server (no access log, proxy or `Referer` sees them); the page reads it and posts it.
 */
export function confirmSignupLink(app: AppServices, id: string, secret: string): string {
  return `${siteOrigin(app)}/confirm-signup#id=${encodeURIComponent(id)}&secret=${encodeURIComponent(secret)}`;
}

/** Sign-up for an address without an account: the link that creates it. */
export function sendConfirmSignupMail(app: AppServices, to: string, id: string, secret: string, validHours: number): Promise<void> {
  return app.mailer.send({
    to,
    subject: 'Confirm your sign-up',
    text: [
      'Hello,',
      '',
      'Someone, we hope you, asked to create an account with this e-mail address. To finish signing up, open this link and enter the password you chose:',
      '',
      confirmSignupLink(app, id, secret),
      '',
      `The link works once and is valid for ${validHours} hours. Opening it signs you in.`,
      'If you did not sign up, ignore this mail: without the password no account is created.',
      '',
    ].join('\n'),
  });
}

/** Sign-up for an address that already has an account: nothing was created or changed; how to get in. */
export function sendAlreadyRegisteredMail(app: AppServices, to: string): Promise<void> {
  const home = `${siteOrigin(app)}/app/home`;
  return app.mailer.send({
    to,
    subject: 'You already have an account',
    text: [
      'Hello,',
      '',
      'Someone, maybe you, tried to sign up with this e-mail address. You already have an account with it, so no new account was created and nothing was changed.',
      '',
      `To log in, open ${home} and press Login, then enter this e-mail address and your password.`,
      'If you forgot your password, press "Forgot Password?" in the login window: we will send you a link to choose a new one.',
      '',
      'If it was not you, you can ignore this mail: your account stays as it is.',
      '',
    ].join('\n'),
  });
}
