/** One problem found in a pack: the file (relative to the pack folder), the field path and what is wrong. */
export interface PackIssue {
  file: string;
  field: string;
  message: string;
  /** The line of the field in the file, where it could be found. */
  line?: number;
  /** The field as a JSON path, where `field` cannot say it unambiguously (ids with dots). */
  path?: (string | number)[];
}

/** Thrown by readPack and importCharacterCard; the message names the file and the field. */
export class PackError extends Error {
  readonly file: string;
  readonly field: string;
  readonly issues: PackIssue[];

  constructor(issues: PackIssue[]) {
    const first = issues[0] ?? { file: '(pack)', field: '(root)', message: 'Invalid pack' };
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(`${formatIssue(first)}${more}`);
    this.name = 'PackError';
    this.file = first.file;
    this.field = first.field;
    this.issues = issues;
  }
}

/** `characters/mila.json:42: dialogue.talk.cold[0].replies[2].kind: Invalid option` */
export function formatIssue(issue: PackIssue): string {
  return `${issue.file}${issue.line ? `:${issue.line}` : ''}: ${issue.field}: ${issue.message}`;
}

/** Joins a zod-style path into `dialogue.talk.cold[0].lines[1]`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}
