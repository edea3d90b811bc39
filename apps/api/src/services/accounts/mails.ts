import type { AppServices } from '../../app-services.ts';

/** The site's public origin, without a trailing slash: mail links start with it. */
export const siteOrigin = (app: AppServices) => app.config.PUBLIC_URL.replace(/\/+$/, '');

/*
 * Mail links carry their secret in the fragment, which browsers never send to a server: no access log,
 * proxy or `Referer` sees it. The page reads it, removes it from the address bar and posts it.
 */

/** The web page that posts the verification (auth.verifyEmailLink); links sent before went to GET /api/auth/verify-email. */
export function verificationLink(app: AppServices, userId: string, secret: string): string {
  return `${siteOrigin(app)}/verify-email#userId=${encodeURIComponent(userId)}&secret=${encodeURIComponent(secret)}`;
}

/** The reset page (which still reads the query of links sent before). */
export function resetLink(app: AppServices, userId: string, secret: string): string {
  return `${siteOrigin(app)}/password-reset#secret=${encodeURIComponent(secret)}&userId=${encodeURIComponent(userId)}`;
}

export function sendVerificationMail(app: AppServices, to: string, userId: string, secret: string): Promise<void> {
  const link = verificationLink(app, userId, secret);
  return app.mailer.send({
    to,
    subject: 'Confirm your e-mail address',
    text: [
      'Hello,',
      '',
      'Please confirm your e-mail address by opening this link:',
      '',
      link,
      '',
      'The link works once and is valid for 7 days. If you did not create an account, you can ignore this mail.',
      '',
    ].join('\n'),
  });
}

export function sendResetMail(app: AppServices, to: string, userId: string, secret: string): Promise<void> {
  const link = resetLink(app, userId, secret);
  return app.mailer.send({
    to,
    subject: 'Reset your password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and is valid for 1 hour. If you did not ask for it, you can ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  });
}
