/*
 * The error messages the server can answer a player with, read from the code like the interface
 * strings: the web shows them through t() (see src/i18n/server-message.ts), so they need translations.
 *
 * Sources (a TypeScript program over apps/api/src, packages/schema/src and packages/game-engine/src,
 * with the checker resolving constants across files):
 *  - throw badRequest/forbidden/unauthorized/notFound/tooManyRequests/conflict/unavailable('...') and
 *    new AppError(code, '...') (not the 5xx codes a page never shows), default `message` parameters;
 *  - refusals shaped like the error body, `{ error: '...', cause: ... }` (the game engine's too);
 *  - zod messages: the message argument of checks (.min, .max, .regex, .refine...) and `error`/`message`
 *    in the options object of a call (packages/schema and apps/api only).
 * A message is a constant, a `MESSAGES.x`, a literal branch of `??`, `||` or `? :`, or a template
 * literal: a substitution with known literal values is expanded (`s${n === 1 ? '' : 's'}`,
 * `${KIND_WORDS[kind]}`), any other becomes an i18next placeholder named after it (`${limit}` ->
 * `{{limit}}`, `${pose.unlockLevel}` -> `{{unlockLevel}}`). A template with `{{count}}` is plural.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

export interface ServerMessages {
  /** Sorted unique messages and templates. */
  keys: string[];
  /** Templates with a {{count}} placeholder: a language may give plural variants. */
  plurals: string[];
  /** Where each message was found (first place), relative to the repository. */
  where: Record<string, string>;
  files: number;
}

const FACTORIES = new Set([
  'badRequest',
  'forbidden',
  'unauthorized',
  'notFound',
  'tooManyRequests',
  'conflict',
  'unavailable',
]);
/** Codes whose message the web never shows (it shows its default message for a server fault). */
const HIDDEN_CODES = new Set(['INTERNAL_SERVER_ERROR', 'NOT_IMPLEMENTED']);
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'email',
  'url',
  'startsWith',
  'endsWith',
  'gte',
  'lte',
  'gt',
  'lt',
  'nonempty',
]);
/** Methods whose call in a substitution still names the value they are called on (`${names.join(', ')}` -> {{names}}). */
const VALUE_METHODS = new Set(['join', 'slice', 'trim', 'toString', 'toFixed', 'toLowerCase', 'toUpperCase']);
const MAX_VARIANTS = 16;
const MAX_DEPTH = 12;

interface Scope {
  /** The message argument of zod checks (not in the game engine). */
  checks: boolean;
  /** `error`/`message` of an options object handed to any call (zod schemas: packages/schema only). */
  options: boolean;
}

export interface ServerSource extends Scope {
  dir: string;
  /** Paths under `dir` to leave out (operator-facing code). */
  skip: string[];
}

export function serverSources(repoDir: string): ServerSource[] {
  return [
    { dir: join(repoDir, 'apps', 'api', 'src'), checks: true, options: false, skip: ['cli', 'generated', 'config.ts'] },
    { dir: join(repoDir, 'packages', 'schema', 'src'), checks: true, options: true, skip: ['content.ts'] },
    { dir: join(repoDir, 'packages', 'game-engine', 'src'), checks: false, options: false, skip: [] },
  ];
}

const SOURCE_FILE = /\.ts$/;
const TEST_FILE = /\.(test|spec)\.ts$|\.d\.ts$|(^|[\\/])test-[\w-]+\.ts$/;

function listFiles(source: ServerSource): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(source.dir, path).split(sep).join('/');
      if (source.skip.includes(rel) || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) out.push(path);
    }
  };
  if (existsSync(source.dir)) walk(source.dir);
  return out.sort();
}

/** Evaluates message expressions with the checker's help. */
class Evaluator {
  private readonly checker: ts.TypeChecker;

  constructor(checker: ts.TypeChecker) {
    this.checker = checker;
  }

  private declarationOf(node: ts.Node): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  /** The initializer of a `const` (or an object property, a function) an identifier or property names. */
  private resolve(node: ts.Node): ts.Node | undefined {
    const decl = this.declarationOf(node);
    if (!decl) return undefined;
    if (ts.isVariableDeclaration(decl) && decl.initializer && ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const)
      return decl.initializer;
    if (ts.isPropertyAssignment(decl)) return decl.initializer;
    if (ts.isFunctionDeclaration(decl)) return decl;
    return undefined;
  }

  private unwrap(node: ts.Node): ts.Node {
    let n = node;
    while (
      ts.isParenthesizedExpression(n) ||
      ts.isAsExpression(n) ||
      ts.isSatisfiesExpression(n) ||
      ts.isTypeAssertionExpression(n)
    )
      n = n.expression;
    return n;
  }

  /** The literal values an expression can have (strings and numbers as text), or null. */
  literals(node: ts.Node, depth = 0): string[] | null {
    const n = this.unwrap(node);
    if (depth > MAX_DEPTH) return null;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isNumericLiteral(n)) return [n.text];
    if (ts.isConditionalExpression(n)) {
      const a = this.literals(n.whenTrue, depth + 1);
      const b = this.literals(n.whenFalse, depth + 1);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isIdentifier(n) || ts.isPropertyAccessExpression(n)) {
      const init = this.resolve(ts.isPropertyAccessExpression(n) ? n.name : n);
      return init && !ts.isFunctionDeclaration(init) ? this.literals(init, depth + 1) : null;
    }
    if (ts.isElementAccessExpression(n)) {
      const init = this.resolve(n.expression);
      const object = init && this.unwrap(init);
      if (!object || !ts.isObjectLiteralExpression(object)) return null;
      const values = object.properties.map((p) =>
        ts.isPropertyAssignment(p) ? this.literals(p.initializer, depth + 1) : null,
      );
      return values.every((v) => v) ? values.flatMap((v) => v!) : null;
    }
    if (ts.isTemplateExpression(n)) return this.template(n, depth, false);
    return null;
  }

  /** A placeholder name for a substitution whose value the code does not know. */
  private placeholder(node: ts.Expression): string {
    const n = this.unwrap(node) as ts.Expression;
    if (ts.isIdentifier(n)) return n.text;
    if (ts.isPropertyAccessExpression(n)) return n.name.text;
    if (ts.isElementAccessExpression(n)) return this.placeholder(n.expression);
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      if (ts.isPropertyAccessExpression(callee))
        return VALUE_METHODS.has(callee.name.text) ? this.placeholder(callee.expression) : callee.name.text;
      return this.placeholder(callee);
    }
    return 'value';
  }

  /** A template literal's texts; with `placeholders`, unknown substitutions become `{{name}}`. */
  private template(node: ts.TemplateExpression, depth: number, placeholders: boolean): string[] | null {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const known = this.literals(span.expression, depth + 1);
      if (!known && !placeholders) return null;
      const parts = known ?? [`{{${this.placeholder(span.expression)}}}`];
      texts = texts.flatMap((t) => parts.map((p) => `${t}${p}${span.literal.text}`)).slice(0, MAX_VARIANTS);
    }
    return texts;
  }

  /** The messages an expression in a message position can be (partial: unknown parts are left out). */
  messages(node: ts.Node, depth = 0): string[] {
    const n = this.unwrap(node);
    if (depth > MAX_DEPTH) return [];
    if (ts.isTemplateExpression(n)) return this.template(n, depth, true) ?? [];
    if (ts.isConditionalExpression(n))
      return [...this.messages(n.whenTrue, depth + 1), ...this.messages(n.whenFalse, depth + 1)];
    if (
      ts.isBinaryExpression(n) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(n.operatorToken.kind)
    ) {
      return [...this.messages(n.left, depth + 1), ...this.messages(n.right, depth + 1)];
    }
    if (ts.isObjectLiteralExpression(n)) return this.optionMessages(n, depth + 1);
    if (ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n))
      return this.returned(n, depth + 1);
    if (ts.isCallExpression(n)) {
      const target = this.resolve(ts.isPropertyAccessExpression(n.expression) ? n.expression.name : n.expression);
      const fn = target && this.unwrap(target);
      if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn))) return [];
      // A message builder: what it returns, and the messages its options object hands it.
      const given = n.arguments
        .filter(ts.isObjectLiteralExpression)
        .flatMap((o) =>
          o.properties.flatMap((p) =>
            ts.isPropertyAssignment(p) ? this.messages(p.initializer, depth + 1).filter((m) => /\s/.test(m)) : [],
          ),
        );
      return [...this.returned(fn, depth + 1), ...given];
    }
    if (ts.isIdentifier(n) || ts.isPropertyAccessExpression(n)) {
      const init = this.resolve(ts.isPropertyAccessExpression(n) ? n.name : n);
      return init ? this.messages(init, depth + 1) : [];
    }
    return this.literals(n, depth + 1) ?? [];
  }

  /** `error` and `message` of an options or issue object. */
  optionMessages(node: ts.ObjectLiteralExpression, depth = 0): string[] {
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ['error', 'message'].includes(p.name.text)
        ? this.messages(p.initializer, depth + 1)
        : [],
    );
  }

  private returned(fn: ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration, depth: number): string[] {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return this.messages(fn.body, depth);
    const out: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isReturnStatement(node) && node.expression) out.push(...this.messages(node.expression, depth));
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return out;
  }
}

const calleeName = (node: ts.CallExpression | ts.NewExpression): string | null => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
};

const hasProperty = (node: ts.ObjectLiteralExpression, name: string) =>
  node.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);

/** The messages found at one node (not its children). */
function messagesAt(node: ts.Node, scope: Scope, ev: Evaluator): string[] {
  if (ts.isCallExpression(node)) {
    const name = calleeName(node);
    const isMethod = ts.isPropertyAccessExpression(node.expression);
    if (name && FACTORIES.has(name) && !isMethod && node.arguments[0]) return ev.messages(node.arguments[0]);
    if (scope.checks && name && isMethod && ZOD_CHECKS.has(name)) {
      return node.arguments
        .slice(1)
        .flatMap((a) => (ts.isObjectLiteralExpression(a) ? ev.optionMessages(a) : ev.messages(a)));
    }
    if (scope.options) return node.arguments.filter(ts.isObjectLiteralExpression).flatMap((a) => ev.optionMessages(a));
    return [];
  }
  if (ts.isNewExpression(node) && calleeName(node) === 'AppError') {
    const [code, message] = node.arguments ?? [];
    const codes = code ? ev.literals(code) : null;
    return message && !codes?.some((c) => HIDDEN_CODES.has(c)) ? ev.messages(message) : [];
  }
  if (ts.isObjectLiteralExpression(node) && hasProperty(node, 'error') && hasProperty(node, 'cause')) {
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'error'
        ? ev.messages(p.initializer)
        : [],
    );
  }
  if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && node.initializer)
    return ev.messages(node.initializer);
  return [];
}

/** Every player-facing server message and template. */
export function extractServerMessages(
  repoDir: string,
  sources: ServerSource[] = serverSources(repoDir),
): ServerMessages {
  const perFile = sources.flatMap((s) =>
    listFiles(s).map((file) => ({ file, scope: { checks: s.checks, options: s.options } })),
  );
  const program = ts.createProgram(
    perFile.map((f) => f.file),
    {
      noLib: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      types: [],
      skipLibCheck: true,
      noResolve: true,
    },
  );
  const ev = new Evaluator(program.getTypeChecker());
  const where: Record<string, string> = {};
  for (const { file, scope } of perFile) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node): void => {
      for (const message of messagesAt(node, scope, ev)) {
        const text = message.trim();
        // A message has words; a number or an empty text is an argument that only looked like one.
        if (/[A-Za-z]{2}/.test(text) && !(text in where))
          where[text] =
            `${relative(repoDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const keys = Object.keys(where).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { keys, plurals: keys.filter((k) => /\{\{\s*count\s*\}\}/.test(k)), where, files: perFile.length };
}
