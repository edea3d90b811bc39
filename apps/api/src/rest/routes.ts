import { body, get, post, redirectByOutcome, type RestRoute } from './adapter.ts';

const truthy = (v: unknown) => v === true || v === 'true' || v === '1';

/** The specification's §7 table: each documented path, a thin call of the same procedure. */
export const restRoutes: RestRoute[] = [
  // characters
  get('/api/character/get/me', (c) => c.auth.me()),
  get('/api/character/all', (c) => c.character.all()),
  get('/api/character/stats', (c) => c.character.stats()),
  // operator details, prices and enabled payment methods (site.config)
  get('/api/site', (c) => c.site.config()),
  get('/api/character/get/:id', (c, r) => c.character.get({ id: r.params.id! })),
  get('/api/character/posts/:id', (c, r) => c.character.posts({ id: r.params.id!, page: r.query.page as never, pageSize: r.query.pageSize as never })),
  get('/api/character/follow/:id', (c, r) => c.character.follow({ id: r.params.id! })),
  post('/api/character/setTag', (c, r) => c.character.setTag(body(r) as never)),
  // messages and the game
  post('/api/message/game/:id', (c, r) => c.message.send({ ...body(r), id: r.params.id! } as never)),
  get('/api/message/inbox', (c) => c.message.inbox()),
  get('/api/message/restart/:id/:gameType', (c, r) => c.message.restart({ id: r.params.id!, gameType: r.params.gameType as never, isFuta: false })),
  get('/api/message/restart/:id/:gameType/futa', (c, r) => c.message.restart({ id: r.params.id!, gameType: r.params.gameType as never, isFuta: true })),
  // accounts
  post('/api/user/setTosConsent', (c) => c.user.setTosConsent()),
  post('/api/auth/emailSignup', (c, r) => c.auth.emailSignup(body(r) as never)),
  // the link of the sign-up confirmation mail: its fragment (id, secret), posted by the page
  post('/api/auth/confirm-signup', (c, r) => c.auth.confirmSignup(body(r) as never)),
  post('/api/auth/emailLogin', (c, r) => c.auth.emailLogin(body(r) as never)),
  post('/api/auth/logout', (c, r) => c.auth.logout({ everywhere: truthy(body(r).everywhere) })),
  post('/api/auth/verify-email', (c, r) => c.auth.verifyEmail(body(r) as never)),
  // the link of verification mails sent before the link became the /verify-email page: verifies, then opens
  // the profile with the outcome (no secret in it); quiet, so its query is never logged
  get(
    '/api/auth/verify-email',
    (c, r) => redirectByOutcome(c.auth.verifyEmailLink({ userId: r.query.userId, secret: r.query.secret } as never), '/app/profile/me?verified=1', '/app/profile/me?verified=0'),
    { quiet: true },
  ),
  get('/api/auth/resend-verification/:user', (c, r) => c.auth.resendVerification({ user: r.params.user! })),
  post('/api/auth/password-reset', (c, r) => c.auth.passwordReset(body(r) as never)),
  post('/api/auth/send-password-reset', (c, r) => c.auth.sendPasswordReset(body(r) as never)),
  // hub
  get('/api/hubPost/critical', (c) => c.hub.critical()),
  get('/api/hubPost/all', (c) => c.hub.all()),
  get('/api/hubPost/get/:id', (c, r) => c.hub.get({ id: r.params.id! })),
  post('/api/hubPost/vote/:id', (c, r) => c.hub.vote({ id: r.params.id!, option: body(r).option as never })),
  // translations
  get('/api/translation/all', (c) => c.translation.all()),
  post('/api/translation/add', (c, r) => c.translation.add(body(r) as never)),
  // feed
  get('/api/feed', (c, r) => c.feed.page({ page: r.query.page as never, pageSize: r.query.pageSize as never, mode: r.query.mode as never })),
  get('/api/feed/like/:postId', (c, r) => c.feed.like({ postId: r.params.postId! })),
  // user
  post('/api/user/setTag', (c, r) => c.user.setTag(body(r) as never)),
  post('/api/user/setTags', (c, r) => c.user.setTags(body(r) as never)),
  get('/api/user/restart', (c) => c.user.restart()),
  get('/api/user/restartCharacter/:id', (c, r) => c.user.restartCharacter({ id: r.params.id! })),
];
