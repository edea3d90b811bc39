import type { AppServices } from '../../app-services.ts';
import { renderMail } from '../mail-templates/index.ts';
import { siteOrigin } from './mails.ts';

/**
 * The link of the confirmation mail. The id and secret ride in the fragment, which browsers never send
 * to a server (no access log, proxy or `Referer` sees them); the page reads it and posts it.
 */
export function confirmSignupLink(app: AppServices, id: string, secret: string): string {
  return `${siteOrigin(app)}/confirm-signup#id=${encodeURIComponent(id)}&secret=${encodeURIComponent(secret)}`;
}

/** Sign-up for an address without an account: the link that creates it, in the language the sign-up asked in. */
export function sendConfirmSignupMail(
  app: AppServices,
  to: string,
  id: string,
  secret: string,
  validHours: number,
  language: string,
): Promise<void> {
  const link = confirmSignupLink(app, id, secret);
  return app.mailer.send(
    renderMail({ kind: 'signup', language, to, site: app.config.SITE_NAME, link, vars: { hours: String(validHours) } }),
  );
}

/** Sign-up for an address that already has an account: nothing was created or changed; how to get in (the account's language). */
export function sendAlreadyRegisteredMail(app: AppServices, to: string, language: string): Promise<void> {
  return app.mailer.send(
    renderMail({ kind: 'registered', language, to, site: app.config.SITE_NAME, link: `${siteOrigin(app)}/app/home` }),
  );
}
