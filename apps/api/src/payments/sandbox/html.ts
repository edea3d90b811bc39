import escapeHtml from 'escape-html';
import type { FastifyReply } from 'fastify';
import { SANDBOX_PATH } from './settings.ts';

export const esc = (value: string | number | null | undefined) => escapeHtml(value == null ? '' : String(value));

/** The sandbox pages' look: a stylesheet file, since the site's content policy allows no inline styles. */
export const SANDBOX_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f4f1;color:#222}
main{max-width:40rem;margin:0 auto;padding:1rem}
.banner{background:#b3261e;color:#fff;font-weight:700;text-align:center;padding:.5rem}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;font-size:.9rem}
form.inline{display:inline}button{font:inherit;padding:.6rem 1rem;margin:.2rem 0;min-height:44px;cursor:pointer}
.error{color:#b3261e;font-weight:600}.note{color:#555;font-size:.9rem}label{display:block;margin:.5rem 0}
input,select{font:inherit;padding:.4rem;min-height:36px}`;

/** A whole sandbox page, clearly marked as such. `body` is HTML whose values are already escaped. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} · Sandbox</title><link rel="stylesheet" href="${SANDBOX_PATH}/sandbox.css"></head>
<body><div class="banner" role="note">Sandbox — no real money</div><main><h1>${esc(title)}</h1>${body}
<p class="note"><a href="${SANDBOX_PATH}">All sandbox subscriptions</a></p></main></body></html>`;
}

export const sendPage = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(title, body));

/** A button that posts `fields` to `action`. */
export function button(action: string, label: string, fields: Record<string, string> = {}): string {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return `<form class="inline" method="post" action="${esc(action)}">${hidden}<button type="submit">${esc(label)}</button></form>`;
}

/** The form fields of a posted sandbox page (the payments scope keeps bodies raw). */
export const formOf = (body: unknown): URLSearchParams =>
  new URLSearchParams(Buffer.isBuffer(body) ? body.toString('utf8') : '');

export const dollars = (cents: number | null) => (cents === null ? '—' : `$${(cents / 100).toFixed(2)}`);
export const day = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().slice(0, 10));
