import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractServerMessages } from '../../scripts/server-messages.ts';

const root = mkdtempSync(join(tmpdir(), 'server-messages-'));
const FILES: Record<string, string> = {
  'api/errors.ts': `
    export class AppError extends Error { constructor(code: string, message: string) { super(message + code); } }
    export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
    export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);`,
  'api/use.ts': `
    import { AppError, badRequest } from './errors.ts';
    import { LIMITS } from '../schema/limits.ts';
    const GONE = 'This is gone';
    export function refuse(name: string, s: number, other: string) {
      if (name) throw badRequest(\`\${name} is for a higher tier\`);
      if (s > 1) throw badRequest(\`Messages are limited to \${LIMITS.chat} characters\`);
      if (s) throw badRequest(\`Please wait \${s} second\${s === 1 ? '' : 's'}\`);
      if (other) throw new AppError('INTERNAL_SERVER_ERROR', 'A fault the page never shows');
      if (other === 'mail') throw new AppError('BAD_GATEWAY', 'Mail failed');
      throw badRequest(GONE);
    }`,
  'schema/limits.ts': 'export const LIMITS = { chat: 200 } as const;',
  'schema/fields.ts': `
    const WORDS = { text: 'text', number: 'a number' } as const;
    export const fieldError = (field: string, kind: keyof typeof WORDS) => (issue: { input?: unknown }) =>
      issue.input === undefined ? \`\${field} is required\` : \`\${field} must be \${WORDS[kind]}\`;
    declare const z: any;
    export const email = z.string({ error: fieldError('email', 'text') }).max(10, 'Too long').regex(/x/, 'Odd');`,
  'schema/content.ts': 'declare const z: any; export const age = z.number().min(18, "Operators only see this");',
  'engine/turn.ts': `
    export function turn(level: number) {
      if (level) return { error: \`This pose unlocks at level \${level}\`, cause: 'score' };
      return { error: 'Choose one of the offered poses', cause: 'validation' };
    }
    export const log = { error: 'Not an answer without a cause' };
    declare const z: any;
    export const notZod = z.string().max(3, 'Engine rules are not zod');`,
};
for (const [path, text] of Object.entries(FILES)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('server message scan', () => {
  it('collects refusals, zod messages and engine errors; names become placeholders, known values are expanded', () => {
    const found = extractServerMessages(root, [
      { dir: join(root, 'api'), checks: true, options: false, skip: [] },
      { dir: join(root, 'schema'), checks: true, options: true, skip: ['content.ts'] },
      { dir: join(root, 'engine'), checks: false, options: false, skip: [] },
    ]);
    expect(found.keys).toEqual([
      'Choose one of the offered poses',
      'Mail failed',
      'Messages are limited to 200 characters',
      'Not found',
      'Odd',
      'Please wait {{s}} second',
      'Please wait {{s}} seconds',
      'This is gone',
      'This pose unlocks at level {{level}}',
      'Too long',
      '{{field}} is required',
      '{{field}} must be a number',
      '{{field}} must be text',
      '{{name}} is for a higher tier',
    ]);
    expect(found.where['This is gone']).toBe(`${join(root, 'api/use.ts').slice(root.length + 1)}:11`);
  });

  it('marks templates with a count as plural', () => {
    writeFileSync(
      join(root, 'api/count.ts'),
      "import { badRequest } from './errors.ts';\nexport const wait = (count: number) => badRequest(`Wait ${count} minutes`);",
    );
    const found = extractServerMessages(root, [{ dir: join(root, 'api'), checks: true, options: false, skip: [] }]);
    expect(found.plurals).toEqual(['Wait {{count}} minutes']);
  });
});
