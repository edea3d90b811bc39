import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal OpenAI-compatible model server for the scale-out run: custom messages count against the
 * quota only when a model answers them. Every turn gets a line of its own; summary requests a summary.
 */
export async function startFakeModel(): Promise<{ url: string; close: () => Promise<void> }> {
  let turns = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { messages?: { content: string }[] };
      const summary = body.messages?.[0]?.content.startsWith('Summarise a chat') ?? false;
      const content = summary
        ? { summary: 'They talked over drinks and laughed a lot.' }
        : {
            lines: [`Model line ${++turns}`],
            meter: 0,
            options: ['Tell me more', 'You are lovely', 'Shall we go out?'],
          };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `cmpl-${turns}`,
          object: 'chat.completion',
          choices: [
            { index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
