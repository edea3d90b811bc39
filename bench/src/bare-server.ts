/**
 * The ceiling the API is measured against: a Node HTTP server in a process of its own that answers every
 * request with one recorded answer and does nothing else (no routing, no reading of the request).
 *   node bare-server.ts <port> <status> <body file>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, status, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const code = Number(status);
const headers = ['content-type', 'application/json; charset=utf-8', 'content-length', String(body.length)];

createServer((_req, res) => {
  res.writeHead(code, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
