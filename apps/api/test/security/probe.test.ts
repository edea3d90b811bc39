import { it } from 'vitest';
import pino from 'pino';
import { startSecurityServer } from './support.ts';
it('probe', async () => {
  const t = await startSecurityServer('pglite', { log: pino({ level: 'error' }) });
  const url = await t.server.listen({ port: 0, host: '127.0.0.1' });
  for (const size of [10, 5 * 1024 * 1024]) {
    const body = `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${'a'.repeat(size)}\r\n--b--\r\n`;
    for (const path of ['/trpc/auth.emailLogin', '/trpc/auth.me']) {
      const started = Date.now();
      const res = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b' }, body });
      console.log(path, size, '=>', res.status, res.headers.get('content-type'), (await res.text()).slice(0, 200), Date.now() - started, 'ms');
    }
  }
  await t.close();
});
