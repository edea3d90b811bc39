import { genericNote } from './character-card.ts';
import { missingArt } from './generate-art.ts';
import { formatIssue, PackError, type PackIssue } from './pack-error.ts';
import { packStats } from './pack-stats.ts';
import { readPack } from './read-pack.ts';

export interface CheckReport {
  /** 0 when the pack loads (warnings allowed), 1 when it does not. */
  exitCode: 0 | 1;
  lines: string[];
}

/** The warnings, one per line when few, else counted by message kind with the first few listed. */
function warningLines(warnings: PackIssue[], all: boolean): string[] {
  if (warnings.length === 0) return [];
  const shown = all ? warnings : warnings.slice(0, 20);
  const lines = [
    `${warnings.length} warning${warnings.length > 1 ? 's' : ''} (the pack loads; translations fall back to the source text):`,
  ];
  lines.push(...shown.map((w) => `  ${formatIssue(w)}`));
  if (shown.length < warnings.length)
    lines.push(`  ... and ${warnings.length - shown.length} more (--all lists every one)`);
  return lines;
}

/**
 * What `pnpm content:check` prints: the pack's counts and warnings, or every problem that stops it
 * from loading, each as `file:line: field: message` so an editor can jump to it.
 */
export function checkPack(dir: string, options: { all?: boolean; modelConfigured?: boolean } = {}): CheckReport {
  const started = performance.now();
  try {
    const pack = readPack(dir);
    const ms = Math.round(performance.now() - started);
    const lines = [
      `${pack.meta.name} ${pack.meta.version} is valid (read in ${ms} ms): ${JSON.stringify(packStats(pack))}`,
    ];
    lines.push(...warningLines(pack.warnings, options.all ?? false));
    for (const c of pack.characters)
      if (c.generic.length > 0) lines.push(`${c.id}: ${genericNote(c.generic, options.modelConfigured ?? false)}`);
    const missing = missingArt(pack);
    if (missing.length > 0)
      lines.push(
        `${missing.length} placeholder images are not drawn yet (e.g. ${missing[0]}): \`pnpm content:load\` or \`pnpm build\` draws them for the configured pack.`,
      );
    return { exitCode: 0, lines };
  } catch (error) {
    if (!(error instanceof PackError)) throw error;
    const count = error.issues.length;
    return {
      exitCode: 1,
      lines: [
        `${dir} is not a valid pack (${count} problem${count > 1 ? 's' : ''}):`,
        ...error.issues.map((i) => `  ${formatIssue(i)}`),
      ],
    };
  }
}
