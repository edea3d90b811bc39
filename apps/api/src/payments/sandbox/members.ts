import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { DAY_MS, PERIOD_MS, tierPricesCents } from '../tiers.ts';
import type { SentEvent } from './deliver.ts';
import { esc } from './html.ts';

export type SandboxPlatform = 'patreon' | 'subscribestar';

/** One account on a sandbox platform, with its membership as the platform sees it. */
export interface SandboxMember {
  id: string;
  email: string;
  name: string;
  /** The monthly amount in cents; null without a membership. */
  cents: number | null;
  status: 'active' | 'cancelled' | 'payment failed' | 'none';
  paidUntil: number | null;
  /** Patreon: when the pledge started (PATREON_CLOSED_AT compares it). */
  pledgeStart: string;
  events: SentEvent[];
}

export type MemberAction = 'subscribe' | 'renew' | 'cancel' | 'fail';
export const MEMBER_ACTIONS: MemberAction[] = ['subscribe', 'renew', 'cancel', 'fail'];

export const randomToken = () => randomBytes(18).toString('base64url');

/** A platform's accounts, authorisation codes and tokens, kept in memory (gone at restart). */
export class MemberStore {
  readonly members = new Map<string, SandboxMember>();
  private readonly codes = new Map<string, { memberId: string; redirectUri: string; expires: number }>();
  private readonly access = new Map<string, string>();
  private readonly refresh = new Map<string, string>();
  private next = 1000;

  add(p: { email: string; cents: number | null; pledgeStart: string }, now: number): SandboxMember {
    const id = String(this.next++) + randomBytes(2).toString('hex');
    const m: SandboxMember = {
      id,
      email: p.email || `member${id}@sandbox.invalid`,
      name: `Sandbox member ${id}`,
      cents: p.cents,
      status: p.cents ? 'active' : 'none',
      paidUntil: p.cents ? now + PERIOD_MS : null,
      pledgeStart: p.pledgeStart,
      events: [],
    };
    this.members.set(id, m);
    return m;
  }

  /** Changes a membership as the platform would on a payment, a cancellation or a failed charge. */
  apply(m: SandboxMember, action: MemberAction, cents: number | null, now: number): boolean {
    switch (action) {
      case 'subscribe':
        if (!cents) return false;
        m.cents = cents;
        m.status = 'active';
        m.paidUntil = Math.max(m.paidUntil ?? 0, now + PERIOD_MS);
        return true;
      case 'renew':
        if (m.status !== 'active') return false;
        m.paidUntil = Math.max(m.paidUntil ?? now, now) + PERIOD_MS;
        return true;
      case 'cancel':
        if (m.status !== 'active') return false;
        m.status = 'cancelled';
        return true;
      case 'fail':
        if (m.status === 'none') return false;
        m.status = 'payment failed';
        m.paidUntil = now;
        return true;
    }
  }

  issueCode(memberId: string, redirectUri: string, now: number): string {
    const code = randomToken();
    this.codes.set(code, { memberId, redirectUri, expires: now + 10 * 60_000 });
    return code;
  }

  /** An authorization code (once) or a refresh token, swapped for new tokens; null when refused. */
  grant(
    form: URLSearchParams,
    now: number,
  ): { access_token: string; refresh_token: string; expires_in: number } | null {
    let memberId: string | undefined;
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (code && code.expires > now && code.redirectUri === form.get('redirect_uri')) memberId = code.memberId;
    } else if (form.get('grant_type') === 'refresh_token') {
      memberId = this.refresh.get(form.get('refresh_token') ?? '');
    }
    if (!memberId) return null;
    const tokens = { access_token: randomToken(), refresh_token: randomToken(), expires_in: (30 * DAY_MS) / 1000 };
    this.access.set(tokens.access_token, memberId);
    this.refresh.set(tokens.refresh_token, memberId);
    return tokens;
  }

  byBearer(authorization: string | undefined): SandboxMember | null {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const id = token ? this.access.get(token) : undefined;
    return (id && this.members.get(id)) || null;
  }
}

/** A select of the three paid tiers by their price (and "no membership" when `none` names it). */
export function tierSelect(config: Config, name: string, none?: string): string {
  const options = tierPricesCents(config).map(
    (cents, i) =>
      `<option value="${cents}"${i === 0 ? ' selected' : ''}>Tier ${i + 1}: $${(cents / 100).toFixed(2)} a month</option>`,
  );
  if (none) options.unshift(`<option value="">${esc(none)}</option>`);
  return `<select name="${esc(name)}">${options.join('')}</select>`;
}

export const centsOf = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};
