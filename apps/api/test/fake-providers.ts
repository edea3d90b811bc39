import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake provider received, for assertions. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  json: unknown;
  authorization: string | undefined;
}

type Handler = (req: SeenRequest, res: ServerResponse) => void;

async function listen(handle: Handler): Promise<{ server: Server; url: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const r: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(text),
        json,
        authorization: req.headers.authorization,
      };
      seen.push(r);
      handle(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location });
  res.end();
};

/** The OAuth part both platforms share: authorize issues a code for `authorizeAs`, token swaps it. */
class FakeOAuth<U extends { id: string }> {
  authorizeAs: U | null = null;
  readonly users = new Map<string, U>();
  private readonly codes = new Map<string, { userId: string; redirectUri: string }>();
  private readonly access = new Map<string, string>();
  private readonly refresh = new Map<string, string>();
  refreshGrants = 0;

  readonly clientId: string;
  readonly clientSecret: string;

  constructor(clientId: string, clientSecret: string) {
    this.clientId = clientId;
    this.clientSecret = clientSecret;
  }

  authorize(req: SeenRequest, res: ServerResponse) {
    const user = this.authorizeAs;
    const redirectUri = req.query.get('redirect_uri') ?? '';
    if (!user || req.query.get('client_id') !== this.clientId || req.query.get('response_type') !== 'code')
      return send(res, 400, { error: 'invalid_request' });
    this.users.set(user.id, user);
    const code = randomBytes(8).toString('hex');
    this.codes.set(code, { userId: user.id, redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', req.query.get('state') ?? '');
    return redirect(res, back.toString());
  }

  token(req: SeenRequest, res: ServerResponse) {
    const f = req.form;
    if (f.get('client_id') !== this.clientId || f.get('client_secret') !== this.clientSecret)
      return send(res, 401, { error: 'invalid_client' });
    let userId: string | undefined;
    if (f.get('grant_type') === 'authorization_code') {
      const grant = this.codes.get(f.get('code') ?? '');
      if (!grant || grant.redirectUri !== f.get('redirect_uri')) return send(res, 400, { error: 'invalid_grant' });
      this.codes.delete(f.get('code') ?? '');
      userId = grant.userId;
    } else if (f.get('grant_type') === 'refresh_token') {
      userId = this.refresh.get(f.get('refresh_token') ?? '');
      if (!userId) return send(res, 400, { error: 'invalid_grant' });
      this.refreshGrants += 1;
    } else return send(res, 400, { error: 'unsupported_grant_type' });
    const accessToken = `at-${randomBytes(8).toString('hex')}`;
    const refreshToken = `rt-${randomBytes(8).toString('hex')}`;
    this.access.set(accessToken, userId);
    this.refresh.set(refreshToken, userId);
    return send(res, 200, {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 3600,
      scope: 'x',
      token_type: 'Bearer',
    });
  }

  /** The user behind a bearer token, or null (the caller answers 401). */
  bearer(req: SeenRequest): U | null {
    const token = /^Bearer (.+)$/.exec(req.authorization ?? '')?.[1];
    const id = token ? this.access.get(token) : undefined;
    return id ? (this.users.get(id) ?? null) : null;
  }

  /** Every access token stops working (as after their lifetime); refresh tokens still work. */
  revokeAccessTokens() {
    this.access.clear();
  }

  /** Every access token was ever issued, to check none is stored in clear. */
  issuedAccessTokens(): string[] {
    return [...this.access.keys()];
  }
}

export interface PatreonMember {
  patron_status: 'active_patron' | 'declined_patron' | 'former_patron' | null;
  currently_entitled_amount_cents: number;
  next_charge_date: string | null;
  pledge_relationship_start?: string | null;
}
export interface PatreonUser {
  id: string;
  email: string;
  member: PatreonMember | null;
}

/** An active patron whose pledge entitles `cents` a month, charged next on 2026-06-20. */
export function patron(id: string, cents = 800, extra: Partial<PatreonMember> = {}): PatreonUser {
  return {
    id,
    email: `${id}@example.com`,
    member: {
      patron_status: 'active_patron',
      currently_entitled_amount_cents: cents,
      next_charge_date: '2026-06-20T00:00:00.000+00:00',
      ...extra,
    },
  };
}

export interface FakePatreon {
  url: string;
  oauth: FakeOAuth<PatreonUser>;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Patreon on loopback: authorize, token and the v2 identity endpoint (JSON:API). */
export async function startFakePatreon(
  clientId = 'patreon-client',
  clientSecret = 'patreon-secret',
): Promise<FakePatreon> {
  const oauth = new FakeOAuth<PatreonUser>(clientId, clientSecret);
  const { server, url, seen } = await listen((req, res) => {
    if (req.path === '/oauth2/authorize') return oauth.authorize(req, res);
    if (req.path === '/api/oauth2/token' && req.method === 'POST') return oauth.token(req, res);
    if (req.path === '/api/oauth2/v2/identity') {
      const user = oauth.bearer(req);
      if (!user) return send(res, 401, { errors: [{ status: '401' }] });
      if (req.query.get('include') !== 'memberships' || !req.query.get('fields[member]')?.includes('patron_status'))
        return send(res, 400, { errors: [{ status: '400' }] });
      return send(res, 200, {
        data: {
          id: user.id,
          type: 'user',
          attributes: { email: user.email, full_name: 'Fan' },
          relationships: { memberships: { data: user.member ? [{ id: `m-${user.id}`, type: 'member' }] : [] } },
        },
        included: user.member ? [{ id: `m-${user.id}`, type: 'member', attributes: user.member }] : [],
      });
    }
    return send(res, 404, { error: 'not found' });
  });
  return { url, oauth, seen, close: () => new Promise((r) => server.close(() => r())) };
}

export interface StarSubscription {
  active: boolean;
  tier_id: string;
  price: number;
  paid_until: string | null;
}
export interface StarUser {
  id: string;
  email: string;
  name: string;
  subscription: StarSubscription | null;
}

export interface FakeSubscribeStar {
  url: string;
  oauth: FakeOAuth<StarUser>;
  seen: SeenRequest[];
  /** The next GraphQL calls answer this status (provider trouble). */
  failGraphql: number | null;
  close(): Promise<void>;
}

/** SubscribeStar on loopback: authorize, token (code and refresh grants) and the GraphQL API. */
export async function startFakeSubscribeStar(
  clientId = 'star-client',
  clientSecret = 'star-secret',
): Promise<FakeSubscribeStar> {
  const oauth = new FakeOAuth<StarUser>(clientId, clientSecret);
  const fake: FakeSubscribeStar = { url: '', oauth, seen: [], failGraphql: null, close: async () => {} };
  const { server, url, seen } = await listen((req, res) => {
    if (req.path === '/oauth2/authorize') return oauth.authorize(req, res);
    if (req.path === '/oauth2/token' && req.method === 'POST') return oauth.token(req, res);
    if (req.path === '/api/graphql/v1' && req.method === 'POST') {
      if (fake.failGraphql) return send(res, fake.failGraphql, { errors: [{ message: 'down' }] });
      const user = oauth.bearer(req);
      if (!user) return send(res, 401, { errors: [{ message: 'unauthorized' }] });
      const query = (req.json as { query?: string } | null)?.query ?? '';
      if (!query.includes('subscriber') || !query.includes('user'))
        return send(res, 200, { errors: [{ message: 'bad query' }] });
      return send(res, 200, {
        data: {
          user: { id: user.id, email: user.email, name: user.name },
          subscriber: { subscription: user.subscription },
        },
      });
    }
    return send(res, 404, { error: 'not found' });
  });
  Object.assign(fake, { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) });
  return fake;
}

export interface FakeCardForm {
  /** The FlexForms base URL to configure as CCBILL_FORM_URL. */
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** The card provider's payment form on loopback: 200 when the recurring digest matches the salt, 400 otherwise. */
export async function startFakeCardForm(flexId: string, salt: string): Promise<FakeCardForm> {
  const { server, url, seen } = await listen((req, res) => {
    if (req.path !== `/flexforms/${flexId}`) return send(res, 404, { error: 'unknown form' });
    const q = req.query;
    const fields = [
      'initialPrice',
      'initialPeriod',
      'recurringPrice',
      'recurringPeriod',
      'numRebills',
      'currencyCode',
    ].map((k) => q.get(k) ?? '');
    const digest = createHash('md5')
      .update(fields.join('') + salt)
      .digest('hex');
    if (q.get('formDigest') !== digest) return send(res, 400, { error: 'digest mismatch' });
    return send(res, 200, { form: 'payment', userId: q.get('userId'), price: q.get('initialPrice') });
  });
  return { url: `${url}/flexforms`, seen, close: () => new Promise((r) => server.close(() => r())) };
}
