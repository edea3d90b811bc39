/*
 * Extracts the interface strings of the web app: the English text is the i18next key
 * (keySeparator and nsSeparator are off, so '.' and ':' are ordinary characters).
 *
 *   npx pnpm@10.34.8 exec tsx scripts/extract-strings.ts          # counts + missing per language
 *   npx pnpm@10.34.8 exec tsx scripts/extract-strings.ts --write  # also writes scripts/extracted-strings.json
 *
 * Sources: literal first arguments of t() / i18n.t() / i18next.t() (quotes or a template without ${}),
 * both branches of a literal conditional, JSX i18nKey="...", and the constant tables that reach t()
 * through a variable (DYNAMIC_SOURCES). A t(variable) no source explains is listed as unresolved.
 * The server's player-facing error messages join them (the catalogue, server-messages.ts): the web translates them too.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { LANGUAGE_NAMES, LANGUAGES, PAGE_STRINGS, TIER_NAMES } from '@app/schema';
import { DEFAULT_ERROR_MESSAGE } from '../src/lib/errors.ts';
import { serverMessages } from './server-messages.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
export const WEB_DIR = join(HERE, '..');
export const REPO_DIR = join(WEB_DIR, '..', '..');
export const SCAN_DIRS = [join(WEB_DIR, 'src'), join(REPO_DIR, 'packages', 'ui', 'src')];
export const TRANSLATIONS_DIR = join(REPO_DIR, 'apps', 'web', 'src', 'i18n', 'locales');
const CHARACTERS_DIR = join(REPO_DIR, 'content', 'demo', 'characters');

export interface DynamicCall {
  file: string;
  line: number;
  expression: string;
}

export interface Extraction {
  /** Sorted unique English keys. */
  keys: string[];
  /** Keys called with a `count` option: a language may add i18next plural variants `<key>_<category>`. */
  plurals: string[];
  /** t(expression) calls explained by a known source (the keys are in `keys`). */
  resolved: (DynamicCall & { source: string })[];
  /** t(expression) calls whose strings cannot be known from the code. */
  unresolved: DynamicCall[];
  /** The server's error messages and templates (also in `keys`). */
  server: string[];
  files: number;
}

/** Character content tags of the demo pack: the profile page shows them as switches through t(tag). */
function packTags(): string[] {
  if (!existsSync(CHARACTERS_DIR)) return [];
  const tags = new Set<string>(['futa']);
  for (const name of readdirSync(CHARACTERS_DIR).filter((n) => n.endsWith('.json'))) {
    const character = JSON.parse(readFileSync(join(CHARACTERS_DIR, name), 'utf8')) as { tags?: string[] };
    for (const tag of character.tags ?? []) tags.add(tag);
  }
  return [...tags];
}

interface DynamicSource {
  name: string;
  /** Matches the source text of the first argument of t(). */
  matches: RegExp;
  keys: () => string[];
}

const DYNAMIC_SOURCES: DynamicSource[] = [
  { name: 'ERRORS (@app/schema/errors)', matches: /^ERRORS\[/, keys: () => serverMessages().keys },
  {
    name: 'credential validation (@app/schema/errors ERRORS)',
    matches: /^errors\[key\]$/,
    keys: () => serverMessages().keys,
  },
  { name: 'TIER_NAMES', matches: /^TIER_NAMES\[/, keys: () => Object.values(TIER_NAMES) },
  { name: 'LANGUAGE_NAMES', matches: /^LANGUAGE_NAMES\[/, keys: () => Object.values(LANGUAGE_NAMES) },
  { name: 'DEFAULT_ERROR_MESSAGE', matches: /^DEFAULT_ERROR_MESSAGE$/, keys: () => [DEFAULT_ERROR_MESSAGE] },
  { name: 'character tags of the demo pack', matches: /^tag$/, keys: packTags },
  // lib/page-meta.ts: the pages' titles and descriptions (also written by the server into index.html).
  { name: 'page titles and descriptions (@app/schema PAGES)', matches: /^pageKey$/, keys: () => [...PAGE_STRINGS] },
  // openLogin(t('...')) callers already translate; the literal is extracted at the call site.
  { name: 'openLogin(extraText) callers', matches: /^extraText$/, keys: () => [] },
  // i18n/server-message.ts: a message without a key (the catalogue's texts come in from server-messages.ts).
  { name: 'server error messages', matches: /^serverText$/, keys: () => [] },
];

const SKIP_DIR = new Set(['mocks', '__mocks__', 'node_modules', 'dist', 'test', 'tests', '__tests__']);
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$|(^|\/)test-setup\.tsx?$|\.d\.ts$/;

export function listSourceFiles(dirs: string[] = SCAN_DIRS): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIR.has(entry.name)) walk(path);
      } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) out.push(path);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return out.sort();
}

/** The literal strings an expression can evaluate to, or null when it is not literal. */
function literalValues(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literalValues(node.expression);
  if (ts.isConditionalExpression(node)) {
    const a = literalValues(node.whenTrue);
    const b = literalValues(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = literalValues(node.left);
    const b = literalValues(node.right);
    if (a?.length === 1 && b?.length === 1) return [a[0]! + b[0]!];
  }
  return null;
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 't' &&
    ts.isIdentifier(callee.expression) &&
    ['i18n', 'i18next'].includes(callee.expression.text)
  );
}

function hasCountOption(node: ts.CallExpression): boolean {
  const options = node.arguments[1];
  return (
    !!options &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'count')
  );
}

export function extractStrings(files: string[] = listSourceFiles()): Extraction {
  const keys = new Set<string>();
  const plurals = new Set<string>();
  const resolved: Extraction['resolved'] = [];
  const unresolved: DynamicCall[] = [];

  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const where = (node: ts.Node): Omit<DynamicCall, 'expression'> => ({
      file: relative(REPO_DIR, file),
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && isTranslateCall(node) && node.arguments[0]) {
        const arg = node.arguments[0];
        const values = literalValues(arg);
        if (values) {
          for (const value of values) {
            keys.add(value);
            if (hasCountOption(node)) plurals.add(value);
          }
        } else {
          const call = { ...where(node), expression: arg.getText(source) };
          const known = DYNAMIC_SOURCES.find((s) => s.matches.test(call.expression));
          if (known) {
            for (const key of known.keys()) keys.add(key);
            resolved.push({ ...call, source: known.name });
          } else unresolved.push(call);
        }
      }
      if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'i18nKey' && node.initializer) {
        const init = node.initializer;
        const value = ts.isStringLiteral(init)
          ? [init.text]
          : ts.isJsxExpression(init) && init.expression
            ? literalValues(init.expression)
            : null;
        if (value) value.forEach((v) => keys.add(v));
        else unresolved.push({ ...where(node), expression: init.getText(source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const server = serverMessages();
  for (const key of server.keys) keys.add(key);
  for (const key of server.plurals) plurals.add(key);
  keys.delete('');
  const sort = (values: Iterable<string>) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    keys: sort(keys),
    plurals: sort(plurals),
    resolved,
    unresolved,
    server: server.keys,
    files: files.length,
  };
}

/** The `{{name}}` placeholders of a string, sorted, duplicates kept. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

export function readTranslations(lang: string): Record<string, string> | null {
  const path = join(TRANSLATIONS_DIR, `${lang}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : null;
}

export const TARGET_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');

function main(): void {
  const result = extractStrings();
  const chars = result.keys.reduce((n, k) => n + k.length, 0);
  console.log(
    `Scanned ${result.files} files: ${result.keys.length} unique keys (${chars} characters), ${result.plurals.length} with {count}.`,
  );
  console.log(
    `Server error messages: ${result.server.length} (${result.server.filter((k) => k.includes('{{')).length} templates).`,
  );
  console.log(
    `Dynamic t() calls: ${result.resolved.length} resolved from constant tables, ${result.unresolved.length} unresolved.`,
  );
  for (const call of result.unresolved) console.log(`  unresolved ${call.file}:${call.line}  t(${call.expression})`);
  for (const lang of TARGET_LANGUAGES) {
    const map = readTranslations(lang);
    const missing = map ? result.keys.filter((k) => !map[k]) : result.keys;
    const stale = map
      ? Object.keys(map).filter((k) => !result.keys.includes(k) && !result.plurals.some((p) => k.startsWith(`${p}_`)))
      : [];
    console.log(
      `  ${lang}: ${map ? Object.keys(map).length : 'no file'} entries, ${missing.length} missing, ${stale.length} not in the code`,
    );
  }
  if (process.argv.includes('--write')) {
    const out = join(HERE, 'extracted-strings.json');
    writeFileSync(out, `${JSON.stringify({ keys: result.keys, plurals: result.plurals }, null, 2)}\n`);
    console.log(`Wrote ${relative(REPO_DIR, out)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
