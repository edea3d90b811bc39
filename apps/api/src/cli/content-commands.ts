import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  characterSkeleton,
  describeArt,
  formatIssue,
  generateArt,
  importCharacterCard,
  PackError,
  readCardFile,
  importNotes,
  readPack,
  type PackIssue,
} from '@app/content';
import { packCharacterSchema } from '@app/schema';
import type { Db } from '../db/client.ts';
import {
  contentProblems,
  describeLoad,
  loadContentPack,
  PackSwitchError,
  recordContentCheck,
} from '../services/content/index.ts';
import { describeVariants, type MediaVariants } from '../services/media/variants.ts';
import { CommandError, type CommandResult } from './command-error.ts';
import { readServedPack } from '../services/content/interface-translations.ts';

/** What the commands know of the configuration. */
export interface PackContext {
  /** The configured pack folder (CONTENT_DIR resolved against the repository root, or the demo pack). */
  packDir: string;
  /** Draw the pack's placeholder art before loading (default true; tests switch it off for speed). */
  art?: boolean;
  /** Encodes the pack's image variants after a load (MEDIA_VARIANTS); none when absent. */
  variants?: MediaVariants;
  /** A language model is configured (MODEL_BASE_URL or a tier's own): it voices a character's generic pools. */
  modelConfigured?: boolean;
}

/** Whether two folder paths name the same folder (symbolic links and trailing slashes aside). */
export const samePath = (a: string, b: string) => {
  const real = (p: string) => (existsSync(p) ? realpathSync(p) : resolve(p));
  return real(a) === real(b);
};

function issueLines(title: string, issues: PackIssue[]): string {
  const lines = issues.slice(0, 50).map((i) => `  ${formatIssue(i)}`);
  const more = issues.length > 50 ? [`  ... and ${issues.length - 50} more`] : [];
  return [title, ...lines, ...more].join('\n');
}

export function notConfiguredMessage(dir: string, packDir: string): string {
  return [
    `${dir} is not the configured content pack, so it was not loaded.`,
    `The server loads ${packDir} (CONTENT_DIR, or the demo pack when it is unset) at every start, serves its media`,
    'and plays its scenarios: a pack loaded from another folder would be replaced at the next restart.',
    `To switch packs: set CONTENT_DIR=${dir} for the server and for this command, then run \`pnpm content:load\`.`,
    `To check a pack without loading it: pnpm --filter @app/content validate ${dir}`,
  ].join('\n');
}

export interface ContentLoadArgs {
  /** A folder (already resolved); the configured pack when absent. Any other folder is refused. */
  dir?: string;
  /** Load even when the same pack was loaded before. */
  force?: boolean;
  /** Replace a different pack's characters and posts (see PackSwitchError). */
  replace?: boolean;
}

/**
 * Validates the configured pack, draws its placeholder art, loads it and encodes its image variants;
 * exit code 1 and every problem when refused.
 */
export async function contentLoad(
  db: Db,
  now: number,
  ctx: PackContext,
  args: ContentLoadArgs = {},
): Promise<CommandResult> {
  const dir = args.dir ?? ctx.packDir;
  if (!samePath(dir, ctx.packDir)) return { code: 1, output: notConfiguredMessage(dir, ctx.packDir) };
  try {
    const pack = readServedPack(dir);
    const art = ctx.art === false ? null : await generateArt(pack);
    const result = await loadContentPack(db, pack, {
      now,
      force: args.force,
      replace: args.replace,
      alongside: (tx) => recordContentCheck(tx, [], now),
    });
    const variants = ctx.variants ? await ctx.variants.refresh() : null;
    const warnings =
      pack.warnings.length > 0
        ? [`${pack.warnings.length} translation warnings: \`pnpm content:check\` lists them`]
        : [];
    const lines = [
      ...(art ? [describeArt(art, dir)] : []),
      describeLoad(result),
      ...(variants ? [describeVariants(variants, ctx.variants!.dir)] : []),
      ...warnings,
    ];
    return { code: 0, output: lines.join('\n') };
  } catch (error) {
    // the console shows what failed at the last attempt, whichever way it was made
    const problems = contentProblems(error);
    if (problems) await recordContentCheck(db, problems, now);
    if (error instanceof PackError)
      return { code: 1, output: issueLines(`Content pack at ${dir} was refused:`, error.issues) };
    if (error instanceof PackSwitchError) return { code: 1, output: error.message };
    throw error;
  }
}

export interface ImportCardArgs {
  /** The card file (PNG, CHARX or JSON), resolved. */
  file: string;
  age?: string;
  id?: string;
  /** The pack folder to write into, resolved; the configured pack when absent. */
  pack?: string;
  gender?: string;
  tier?: string;
  force?: boolean;
}

const CARD_USAGE =
  'Usage: pnpm admin import-card <card.png|card.json|card.charx> --age <18 or over> [--id <id>] [--pack <dir>] [--gender girl|futa] [--tier 0-3] [--force]';

/**
 * Imports a character card (V2/V3, PNG, CHARX or JSON) as `characters/<id>.json` of a pack: the card's
 * persona, name and tags, the age the operator states, and generic placeholders for the rest.
 */
export function importCard(ctx: PackContext, args: ImportCardArgs): CommandResult {
  if (args.age === undefined)
    throw new CommandError(`--age is required: a card does not carry the character's age (18 or over)\n${CARD_USAGE}`);
  const age = Number(args.age);
  if (!Number.isInteger(age)) throw new CommandError('--age must be a whole number (18 or over)');
  if (args.gender !== undefined && args.gender !== 'girl' && args.gender !== 'futa')
    throw new CommandError('--gender must be girl or futa');
  const tier = args.tier === undefined ? 0 : Number(args.tier);
  if (!Number.isInteger(tier) || tier < 0 || tier > 3) throw new CommandError('--tier must be 0, 1, 2 or 3');
  const packDir = args.pack ?? ctx.packDir;
  if (!existsSync(join(packDir, 'pack.json')))
    throw new CommandError(`${packDir} is not a content pack folder (it has no pack.json)`);

  let record: Record<string, unknown>;
  try {
    const imported = importCharacterCard(readCardFile(args.file), { age, ...(args.id ? { id: args.id } : {}) });
    record = characterSkeleton(imported, { gender: args.gender as 'girl' | 'futa' | undefined, tier });
  } catch (error) {
    if (error instanceof PackError)
      return { code: 1, output: issueLines(`The card ${args.file} was refused:`, error.issues) };
    throw error;
  }
  const id = String(record.id);
  const file = `characters/${id}.json`;
  const parsed = packCharacterSchema.safeParse(record);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ file, field: i.path.join('.') || '(root)', message: i.message }));
    return { code: 1, output: issueLines(`The card ${args.file} was refused:`, issues) };
  }
  const target = join(packDir, file);
  const previous = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (previous !== null && !args.force)
    throw new CommandError(`${target} already exists: choose another --id, or --force to overwrite it`);
  writeFileSync(target, `${JSON.stringify(record, null, 2)}\n`);

  // The whole pack with the new file: a clash (a duplicate id in another file) takes the file back out.
  let others: PackIssue[] = [];
  try {
    readPack(packDir);
  } catch (error) {
    if (!(error instanceof PackError)) throw error;
    const own = error.issues.filter((i) => i.file === file || i.message.includes(`"${id}"`));
    if (own.length > 0) {
      if (previous === null) rmSync(target);
      else writeFileSync(target, previous);
      return { code: 1, output: issueLines(`The card was not added to ${packDir}:`, own) };
    }
    others = error.issues;
  }
  const world = (record.card as { extensions?: { world?: unknown } } | undefined)?.extensions?.world;
  const output = [
    `Wrote ${target}: ${String(record.name)}, ${age}, ${String(record.gender)}, tier ${tier}. From the card: name, tags, description, persona, lorebook, greetings (first message and alternates).`,
    ...importNotes(parsed.data.generic, ctx.modelConfigured ?? false),
    ...(typeof world === 'string' && world
      ? [
          `The card names the world info "${world}": copy its file to lorebooks/<name>.json in the pack and add "<name>" to the character's lorebooks.`,
        ]
      : []),
    samePath(packDir, ctx.packDir)
      ? 'Then load it: pnpm content:load'
      : `This is not the configured pack (${ctx.packDir}): set CONTENT_DIR=${packDir} to serve it, then run pnpm content:load.`,
    ...(others.length > 0 ? [issueLines('Note: the pack has other problems to fix before it loads:', others)] : []),
  ];
  return { code: 0, output: output.join('\n') };
}
