import type { AppServices } from '../../app-services.ts';
import { renderMail, type MailKind } from '../mail-templates/index.ts';

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

/** The verification mail, in the player's stored language. */
export function sendVerificationMail(
  app: AppServices,
  to: string,
  userId: string,
  secret: string,
  language: string,
): Promise<void> {
  return sendMail(app, 'verify', to, language, verificationLink(app, userId, secret));
}

/** The reset mail, in the account's stored language. */
export function sendResetMail(
  app: AppServices,
  to: string,
  userId: string,
  secret: string,
  language: string,
): Promise<void> {
  return sendMail(app, 'reset', to, language, resetLink(app, userId, secret));
}

/** A mail of `kind` with its link, in `language`, signed with the site's name. */
function sendMail(app: AppServices, kind: MailKind, to: string, language: string, link: string): Promise<void> {
  return app.mailer.send(renderMail({ kind, language, to, site: app.config.SITE_NAME, link }));
}
