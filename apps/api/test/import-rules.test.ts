import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/ARCHITECTURE.md (.dependency-cruiser.cjs, run by each package's `lint`)
 * refuse each kind of upward import and circle: shown on small trees written for the purpose, since
 * the real tree (checked by `lint`) holds none.
 */
const REPO_ROOT = join(import.meta.dirname, '../../..');
const run = promisify(execFile);
const folders: string[] = [];

async function cruise(files: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  folders.push(dir);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true, module: 'nodenext' } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const bin = join(REPO_ROOT, 'node_modules/.bin/depcruise');
  try {
    const { stdout } = await run(bin, ['--config', join(REPO_ROOT, '.dependency-cruiser.cjs'), 'src'], { cwd: dir });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('import rules', () => {
  it('accept imports that point down', async () => {
    const result = await cruise({
      'src/errors.ts': 'export const oops = 1;\n',
      'src/services/geo.ts': "import { oops } from '../errors.ts';\nexport const geo = oops;\n",
      'src/trpc/init.ts': "import { geo } from '../services/geo.ts';\nexport const t = geo;\n",
    });
    expect(result.output).toContain('no dependency violations');
    expect(result.ok).toBe(true);
  });

  it('refuse an API service importing from trpc/', async () => {
    const result = await cruise({
      'src/trpc/errors.ts': 'export const oops = 1;\n',
      'src/services/geo.ts': "import { oops } from '../trpc/errors.ts';\nexport const geo = oops;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('api-services-below-trpc: src/services/geo.ts → src/trpc/errors.ts');
  });

  it('refuse a web feature importing from app/', async () => {
    const result = await cruise({
      'src/app/error-dialog.tsx': 'export const showError = () => undefined;\n',
      'src/features/hub/card.tsx':
        "import { showError } from '../../app/error-dialog.tsx';\nexport const card = showError;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('web-features-below-app: src/features/hub/card.tsx → src/app/error-dialog.tsx');
  });

  it('refuse a circle of runtime imports, but not one closed by a type-only import', async () => {
    const circle = await cruise({
      'src/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'src/lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(circle.ok).toBe(false);
    expect(circle.output).toContain('no-circular');
    const typeOnly = await cruise({
      'src/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\nexport type A = number;\n",
      'src/lib/b.ts': "import type { A } from './a.ts';\nexport const b = (x: A) => x;\n",
    });
    expect(typeOnly.ok).toBe(true);
  });

  it('refuse zod (or anything) in the schema constants entry', async () => {
    const result = await cruise({
      'src/constants.ts': "import { z } from 'zod';\nexport const LANGUAGES = z.enum(['en']);\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('schema-constants-without-zod');
  });
});
