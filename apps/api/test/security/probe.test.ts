import { it } from 'vitest';
import pino from 'pino';
import { startSecurityServer } from './support.ts';
it('probe', async () => {
  const t = await startSecurityServer('pglite');
  t.built.app.log = pino({ level: 'error' });
  t.server.addHook('onError', async (_req, _reply, err) => console.log('ONERROR', err));
  for (const url of ['/trpc/auth.passwordReset', '/trpc/auth.me', '/api/auth/emailLogin', '/api/ccbill/webhook']) {
    const res = await t.server.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--' });
    console.log(url, '=>', res.statusCode, res.payload.slice(0, 300));
  }
  await t.close();
});
