import { body, del, get, post, type RestRequest, type RestRoute } from './adapter.ts';

const truthy = (v: unknown) => v === true || v === 'true' || v === '1';
const id = (r: RestRequest) => ({ id: r.params.id });

/** The specification's §7 table: each documented path, a thin call of the same procedure with its input. */
export const restRoutes: RestRoute[] = [
  // characters
  get('/api/character/get/me', 'auth.me'),
  get('/api/character/all', 'character.all'),
  get('/api/character/stats', 'character.stats'),
  // operator details, prices and enabled payment methods (site.config)
  get('/api/site', 'site.config'),
  get('/api/character/get/:id', 'character.get', id),
  get('/api/character/posts/:id', 'character.posts', (r) => ({
    id: r.params.id,
    page: r.query.page,
    pageSize: r.query.pageSize,
  })),
  get('/api/character/follow/:id', 'character.follow', id),
  post('/api/character/setTag', 'character.setTag', body),
  // messages and the game
  post('/api/message/game/:id', 'message.send', (r) => ({ ...body(r), id: r.params.id })),
  get('/api/message/inbox', 'message.inbox'),
  get('/api/message/restart/:id/:gameType', 'message.restart', (r) => ({
    id: r.params.id,
    gameType: r.params.gameType,
    isFuta: false,
  })),
  get('/api/message/restart/:id/:gameType/futa', 'message.restart', (r) => ({
    id: r.params.id,
    gameType: r.params.gameType,
    isFuta: true,
  })),
  // accounts
  post('/api/user/setTosConsent', 'user.setTosConsent'),
  post('/api/auth/emailSignup', 'auth.emailSignup', body),
  // the link of the sign-up confirmation mail: its fragment (id, secret), posted by the page
  post('/api/auth/confirm-signup', 'auth.confirmSignup', body),
  post('/api/auth/emailLogin', 'auth.emailLogin', body),
  post('/api/auth/logout', 'auth.logout', (r) => ({ everywhere: truthy(body(r).everywhere) })),
  post('/api/auth/verify-email', 'auth.verifyEmail', body),
  // the link of verification mails sent before the link became the /verify-email page: verifies, then opens
  // the profile with the outcome (no secret in it); quiet, so its query is never logged
  get('/api/auth/verify-email', 'auth.verifyEmailLink', (r) => ({ userId: r.query.userId, secret: r.query.secret }), {
    quiet: true,
    redirect: { ok: '/app/profile/me?verified=1', refused: '/app/profile/me?verified=0' },
  }),
  get('/api/auth/resend-verification/:user', 'auth.resendVerification', (r) => ({ user: r.params.user })),
  post('/api/auth/password-reset', 'auth.passwordReset', body),
  post('/api/auth/send-password-reset', 'auth.sendPasswordReset', body),
  // hub
  get('/api/hubPost/critical', 'hub.critical'),
  get('/api/hubPost/all', 'hub.all'),
  get('/api/hubPost/get/:id', 'hub.get', id),
  post('/api/hubPost/vote/:id', 'hub.vote', (r) => ({ id: r.params.id, option: body(r).option })),
  // translations
  get('/api/translation/all', 'translation.all'),
  post('/api/translation/add', 'translation.add', body),
  // feed
  get('/api/feed', 'feed.page', (r) => ({ page: r.query.page, pageSize: r.query.pageSize, mode: r.query.mode })),
  get('/api/feed/like/:postId', 'feed.like', (r) => ({ postId: r.params.postId })),
  // user
  post('/api/user/setTag', 'user.setTag', body),
  post('/api/user/setTags', 'user.setTags', body),
  get('/api/user/restart', 'user.restart'),
  get('/api/user/restartCharacter/:id', 'user.restartCharacter', id),
  // the player's rights: download my data, delete my account (docs/privacy-data.md)
  get('/api/user/export', 'user.export', undefined, { attachment: 'my-data.json' }),
  del('/api/user/me', 'user.deleteAccount'),
  // in-app reports: a character message, a character or a hub post; the player's own with their status
  post('/api/report', 'report.create', body),
  get('/api/report/mine', 'report.mine'),
];
