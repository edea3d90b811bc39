import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { z } from 'zod';
import { fieldPath, type PackIssue } from './pack-error.ts';

/** Where a pack's files come from: a folder on disk, or texts already in memory (the web app's mocks). */
export interface PackSource {
  /** The text of a file by its path inside the pack, or undefined when it does not exist. */
  text(file: string): string | undefined;
  /** Names of the entries directly inside a folder of the pack (none when it does not exist). */
  entries(folder: string): { name: string; folder: boolean }[];
}

/** A pack whose files are given as texts by path ("characters/mila.json"): no file system needed. */
export function memorySource(files: Record<string, string>): PackSource {
  return {
    text: (file) => files[file],
    entries(folder) {
      const prefix = `${folder}/`;
      const names = new Map<string, boolean>();
      for (const path of Object.keys(files)) {
        if (!path.startsWith(prefix)) continue;
        const [name = '', ...rest] = path.slice(prefix.length).split('/');
        names.set(name, (names.get(name) ?? false) || rest.length > 0);
      }
      return [...names].map(([name, isFolder]) => ({ name, folder: isFolder }));
    },
  };
}

/**
 * Reads a pack's JSON files and collects the problems found, each with its file, field and line.
 * Without `checking` only the schemas are applied: the wording and reference checks (the slow part)
 * are left to whoever validates the pack (the loader, content:check).
 */
export class PackReader {
  issues: PackIssue[] = [];
  warnings: PackIssue[] = [];
  private readonly texts = new Map<string, string>();

  private readonly source: PackSource;
  readonly checking: boolean;

  constructor(source: PackSource, checking = true) {
    this.source = source;
    this.checking = checking;
  }

  /** Adds the problems a check finds, when this reader checks. */
  check(find: () => PackIssue[]): void {
    if (this.checking) this.issues.push(...find());
  }

  /** Reads and parses a JSON file; a missing optional file gives `fallback`. */
  json(file: string, fallback?: unknown): unknown {
    const text = this.source.text(file);
    if (text === undefined) {
      if (fallback !== undefined) return fallback;
      this.issues.push({ file, field: '(file)', message: 'File is missing' });
      return undefined;
    }
    this.texts.set(file, text);
    try {
      return JSON.parse(text);
    } catch (error) {
      this.issues.push({
        file,
        field: '(json)',
        message: `Not valid JSON: ${(error as Error).message}`,
        line: jsonErrorLine(text, error as Error),
      });
      return undefined;
    }
  }

  parse<S extends z.ZodType>(
    file: string,
    schema: S,
    data: unknown,
    pathPrefix: PropertyKey[] = [],
  ): z.infer<S> | undefined {
    if (data === undefined) return undefined;
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = [...pathPrefix, ...issue.path];
      this.issues.push({ file, field: fieldPath(path), message: issue.message, path: path.map(pathKey) });
    }
    return undefined;
  }

  /** JSON files in a folder of the pack, sorted. */
  files(folder: string): string[] {
    return this.source
      .entries(folder)
      .filter((e) => !e.folder && e.name.endsWith('.json'))
      .map((e) => e.name)
      .sort();
  }

  /** Sub-folders of a folder of the pack, sorted. */
  folders(folder: string): string[] {
    return this.source
      .entries(folder)
      .filter((e) => e.folder)
      .map((e) => e.name)
      .sort();
  }

  /** Gives every issue and warning the line of its field in its file, where the file was read. */
  locate(): void {
    const trees = new Map<string, Node | undefined>();
    for (const issue of [...this.issues, ...this.warnings]) {
      if (issue.line !== undefined) continue;
      const text = this.texts.get(issue.file);
      if (text === undefined) continue;
      if (!trees.has(issue.file)) trees.set(issue.file, parseTree(text));
      const tree = trees.get(issue.file);
      if (!tree) continue;
      const node = nearestNode(tree, issue.path ?? parseFieldPath(issue.field));
      if (node) issue.line = lineAt(text, node.offset);
    }
  }
}

const pathKey = (key: PropertyKey): string | number => (typeof key === 'number' ? key : String(key));

/** The node at `path`, or the deepest ancestor of it that exists (a missing field points at its object). */
function nearestNode(tree: Node, path: (string | number)[]): Node | undefined {
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, path.slice(0, n));
    // A property's value node: point at its key, the line a writer looks for.
    if (node) return node.parent?.type === 'property' ? node.parent : node;
  }
  return undefined;
}

/** `dialogue.talk.cold[0].lines[1]` back into a path; ids with dots are given as `path` instead. */
function parseFieldPath(field: string): (string | number)[] {
  if (field.startsWith('(')) return [];
  const path: (string | number)[] = [];
  for (const part of field.split('.')) {
    const [name, ...indexes] = part.split('[');
    if (name) path.push(name);
    for (const index of indexes) path.push(Number(index.replace(']', '')));
  }
  return path;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Node's JSON.parse names a position ("at position 123", or "line 4 column 2" in newer versions). */
function jsonErrorLine(text: string, error: Error): number | undefined {
  const line = /line (\d+)/.exec(error.message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(error.message);
  return position ? lineAt(text, Number(position[1])) : undefined;
}
