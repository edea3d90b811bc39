/*
 * The catalogue of the errors a player can be answered with: a stable key per message, grouped by area,
 * and its English text with i18next placeholders. The server answers `{ error, key, params, cause }`
 * (`error` is the text filled in by errorText); the web app shows `t(ERRORS[key], params)`, so the
 * English text is also the key of the translation maps (apps/web/src/i18n/locales). Zod-free: the web
 * app imports `@app/schema/errors` on every page.
 */

export const ERRORS = {
  // Signing in, sessions, roles
  'auth.loginRequired': 'Please log in',
  'auth.sessionExpired': 'Your session has expired. Please reload the page.',
  'auth.notAllowed': 'You are not allowed to do this',
  'auth.loginFailed': 'Login failed',
  'auth.email': 'Please enter a valid email address',
  'auth.password': 'Password must be at least 8 characters long and contain uppercase, lowercase, and numbers',
  'auth.passwordRepeat': 'Passwords do not match',
  'auth.resetLink': 'Invalid reset link',
  'auth.resetMailFailed': 'Failed to send reset email',
  'auth.verifyLink': 'Invalid or expired verification link',
  'auth.verifyOwnOnly': 'You can only ask for your own verification e-mail',
  'auth.verifyNoEmail': 'Add an e-mail address first',
  'auth.verifyMailFailed': 'Failed to send verification email',
  'auth.signupLink':
    'This sign-up link is invalid, has expired or was already used. If you confirmed it already, please log in; otherwise sign up again.',
  'auth.signupTaken': 'This email address already has an account. Please log in.',
  'auth.signupMailFailed': 'Failed to send the confirmation email. Please try again later.',
  'auth.signupPassword': 'This is not the password you chose when you signed up.',
  'auth.handoffRefused': 'This sign-in has expired or was started in another browser. Please start it again.',

  // Throttling (cause `rate`)
  'rate.tooMany': 'Too many attempts. Please wait a minute and try again.',
  'rate.newSessions': 'Too many new sessions from your address. Please wait a minute and try again.',
  'rate.loginAddress': 'Too many failed login attempts. Please wait 15 minutes or reset your password.',
  'rate.loginAccount': 'Too many failed login attempts for this account. Please wait {{count}} seconds and try again.',
  'rate.resetMails':
    'Too many reset e-mails were asked for this address. Please check your mailbox or wait 15 minutes.',
  'rate.verifyMails': 'A verification e-mail was sent a moment ago. Please check your mailbox or wait 15 minutes.',
  'rate.signups': 'Too many sign-up attempts for this e-mail address. Please wait 15 minutes and try again.',
  'rate.resetUses': 'Too many password reset attempts for this account. Please wait 15 minutes and ask for a new link.',
  'rate.messages': 'You are sending messages too quickly. Please wait a moment and try again.',

  // Location law (cause `location`)
  'location.law':
    'Based on your location, stricter age verification laws now require us to limit access to verified users only. To continue, please log in with an active paid subscription',

  // Tiers (cause `tier`, `quota`)
  'tier.character': 'This character is for a higher tier. Upgrade to play.',
  'tier.freestyle': 'FreeStyle mode needs a Basic Pass or higher',
  'tier.restartCharacter': 'Restarting a character needs a Basic Pass or higher',
  'tier.godModeScene': 'Only God Mode starts or ends a scene at will',
  'tier.quota': 'No custom messages left today',
  'tier.tokenCeiling':
    "You have reached today's fair-use limit for FreeStyle. It resets at midnight UTC; the story chat still works.",
  'tier.poses': 'Your tier picks up to {{posesPerTurn}} pose(s) a turn',
  'tier.interact': 'Upgrade your tier to interact with this character',

  // Chat and games
  'chat.tooLong': 'Messages are limited to {{limit}} characters',
  'chat.waitForReply': 'Please wait for the reply',
  'chat.noOtherAnswer': 'Only her last FreeStyle answer can be asked for again',
  'chat.versionsFull': 'This answer has {{max}} versions already. Pick one and write on.',
  'chat.noVersion': 'This version of the answer does not exist',
  'chat.modelUnavailable': 'She could not find other words right now. Please try again in a moment.',
  'chat.contentRefused':
    'This message breaks the content rules (no minors, no non-consent, no real people, nothing illegal). Please rephrase it.',
  'game.unavailable': 'This game is not available',
  'game.chooseAnswer': 'Choose one of the offered answers',
  'game.chooseLocation': 'Choose one of the offered locations',
  'game.choosePose': 'Choose one of the offered poses',
  'game.locationLocked': 'This location unlocks at level {{unlockLevel}}',
  'game.poseLocked': 'This pose unlocks at level {{unlockLevel}}',
  'game.poseSwitchedOff': 'This pose is switched off by your settings',
  'game.otherGameType': 'The state belongs to another game type',
  'game.otherCharacter': 'The state belongs to another character',
  'game.noScenario': 'No scenario for {{gameType}}',
  'game.scenarioGameType': 'The scenario belongs to another game type',
  'game.safeScenarioOnly': 'emojisfw plays only a safe-for-work scenario',
  'game.scenarioNodeMissing': 'Scenario node {{id}} is missing',

  // Characters, hub, feed
  'character.notFound': 'Character not found',
  'character.tagNotApplicable': 'This tag does not apply to this character',
  'hub.notFound': 'Hub post not found',
  'hub.votingEnded': 'Voting ended',
  'hub.noSuchOption': 'This option does not exist',
  'hub.invalidOption': 'Invalid option',
  'feed.postNotFound': 'Post not found',
  'chat.messageNotFound': 'Message not found',
  'memory.notFound': 'She does not remember this any more',
  'memory.pinsFull': 'You can pin up to {{max}} facts. Unpin one first.',

  // In-app reports
  'report.target': 'target must be message, character or hub-post',
  'report.reason': 'reason must be one of {{reasons}}',
  'report.tooManyOpen': 'You have many reports waiting for the moderators. Please wait until they have looked at them.',

  // Moderation: what a suspended or banned player is told, and the console's refusals
  'account.suspended':
    'Your account is suspended until {{until}}. You can read, but not chat, vote or post until then.',
  'account.banned': 'This account has been closed by the moderators.',
  'admin.playerNotFound': 'No player with this ID',
  'admin.reportNotFound': 'No report with this ID',
  'admin.reportClosed': 'This report has already been resolved',
  'admin.suspendDays': 'Say how long the suspension lasts',
  'admin.hideNeedsMessage': 'Only a reported message can be hidden',
  'admin.noPlayer': 'This report names no player to act on',
  'admin.ownRole': 'You cannot change your own role',
  'admin.subscriptionNotFound': 'No such subscription for this player',
  'admin.hubOptions': 'A vote needs at least two options',
  'admin.minorWording': 'Minor-coded wording is not allowed: "{{word}}"',

  // The player's tags and settings (the two limits are MAX_TAG_VALUE_LENGTH and MAX_USER_TAGS of user.ts)
  'tags.invalid': 'Invalid tag',
  'tags.valueType': 'A tag value must be text or true/false',
  'tags.valueTooLong': 'A tag value is too long (at most 40 characters)',
  'tags.tooMany': 'Too many tags (at most 30)',
  'tags.notObject': 'tags must be an object of tag names and values',
  'tags.language': 'Unsupported language',
  'tags.visibilityEmpty': 'Keep Girls or Futas on: with both off there would be nobody to meet.',

  // Payments
  'payments.cardLoginRequired': 'You need to be logged in with a verified email to subscribe with credit/debit card',
  'payments.cardUnavailable': 'Card payment is not available right now. Please try again later.',
  'payments.unknownTier': 'Unknown tier',
  'payments.patreonDiscontinued':
    'This product is no longer available on Patreon. Please subscribe with SubscribeStar or by credit/debit card.',
  'payments.patreonUnavailable': 'Patreon sign-in is not available right now. Please try again later.',
  'payments.subscribeStarUnavailable': 'SubscribeStar is not available right now. Please try again later.',
  'payments.subscribeStarFirst': 'Please connect SubscribeStar first',
  'payments.subscribeStarReconnect': 'Please connect SubscribeStar again to synchronise your subscription.',
  'payments.subscribeStarNoAnswer': 'SubscribeStar did not answer. Please try again in a minute.',

  // A request's shape (validation of any input)
  'field.required': '{{field}} is required',
  'field.text': '{{field}} must be text',
  'field.boolean': '{{field}} must be true or false',
  'field.number': '{{field}} must be a number',
  'field.object': '{{field}} must be an object',
  'field.list': '{{field}} must be a list',
  'field.textOrBoolean': '{{field}} must be text or true/false',
  'field.tooLong': '{{field}} is too long (at most {{max}} characters)',
  'field.idCharacters': '{{field}} may only hold letters, digits, - and _',
  'field.invalidId': 'Invalid id',
  'request.objectWithField': 'The request must be a JSON object with the field {{names}}',
  'request.objectWithFields': 'The request must be a JSON object with the fields {{names}}',
  'request.malformedJson': 'Malformed JSON body',
  'request.malformedUrl': 'Malformed URL',
  'request.tooLarge': 'Request body is too large',
  'request.unsupportedMediaType': 'Unsupported Media Type',
  'request.failed': 'An error occurred. Please try again.',

  // Server faults: the page shows its own default message for these (never translated)
  'server.unavailable': 'The service is temporarily unavailable, please try again in a moment',
  'server.contentBroken': 'The content of {{name}} is broken',
  'server.notImplemented': 'Not implemented yet',
} as const;

export type ErrorKey = keyof typeof ERRORS;

/** English texts whose `{{count}}` is 1 (the catalogue holds the other form, which is the translation key). */
export const ERRORS_ONE: Partial<Record<ErrorKey, string>> = {
  'rate.loginAccount': 'Too many failed login attempts for this account. Please wait {{count}} second and try again.',
};

/** Keys whose text a player never sees translated: a server fault shows the page's default message. */
export const isServerFault = (key: ErrorKey): boolean => key.startsWith('server.');

type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters a key takes: one per `{{placeholder}}` of its text. */
export type ErrorParams<K extends ErrorKey> = { [P in Placeholders<(typeof ERRORS)[K]>]: string | number };

/** A key with its parameters: what an error answer carries beside its text. */
export type ErrorRef = { [K in ErrorKey]: { key: K; params: ErrorParams<K> } }[ErrorKey];

/** The arguments after a key: its parameters when its text has placeholders, then `rest`. */
export type KeyArgs<K extends ErrorKey, Rest extends unknown[] = []> = [Placeholders<(typeof ERRORS)[K]>] extends [
  never,
]
  ? Rest
  : [params: ErrorParams<K>, ...Rest];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The `{{placeholder}}` names of a text, in order. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

export const isErrorKey = (key: unknown): key is ErrorKey => typeof key === 'string' && Object.hasOwn(ERRORS, key);

/** The English text of a key with its parameters filled in (the `error` field of an answer). */
export function errorText(key: ErrorKey, params: Readonly<Record<string, string | number>> = {}): string {
  const template = (params.count === 1 && ERRORS_ONE[key]) || ERRORS[key];
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
