import pg from 'pg';

/** What a subscriber to a NOTIFY channel hears: each payload, and whether notifications are flowing. */
export interface ChannelHandlers {
  notify(payload: string): void;
  /** false when the connection is lost (notifications may be missed), true again once re-subscribed. */
  connected(up: boolean): void;
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a dedicated connection to a PostgreSQL server, reconnecting with backoff. Returns a function
 * that stops listening and closes the connection.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = () => {
    if (stopped) return;
    handlers.connected(false);
    client?.removeAllListeners();
    // a late error of the dead connection must not crash the process
    client?.on('error', () => {});
    client?.end().catch(() => {});
    client = undefined;
    timer = setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    timer.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.notify(n.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (stopped) return;
      timer = setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
      timer.unref();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    attempt = 0;
    client = next;
    handlers.connected(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    c?.removeAllListeners();
    await c?.end().catch(() => {});
  };
}
