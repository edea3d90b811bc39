import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nobody listens on right now, for a server a test starts in a child process. */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
