import { canUseFreestyle, customMessagesPerDay, keysOfLine, remember } from '@app/game-engine';
import { MAX_REPLY_VERSIONS, type PackCharacter, type ReplyVersion } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { badGateway, badRequest, conflict, forbidden } from '../../errors.ts';
import { refuseOverTokenCeiling } from '../model/ceiling.ts';
import { generateReply } from '../model/generate.ts';
import { buildPrompt, locationName, PROMPT_HISTORY, promptHistory } from '../model/prompt.ts';
import { freshLines } from '../model/reply.ts';
import { characterSettings, promptBudget } from '../model/settings.ts';
import { meteredModel, recordTurnSpend } from '../model/usage.ts';
import { reportModelText } from '../safety/report.ts';
import type { Player } from '../players.ts';
import { recentMessages, type StoredMessage } from './history.ts';
import { versionsOf, type AnswerVersion, type LastReply } from './last-reply.ts';
import { quotaRefusal } from './turn-service.ts';
import { digest } from './memory.ts';
import { countCustomMessage, customMessagesUsed, QuotaUsedUp } from './custom-quota.ts';
import { loadTurnState, VersionConflict, type LoadedGame } from './state-store.ts';

export interface VersionRequest {
  player: Player;
  charId: string;
  language: string;
}

const key = (r: VersionRequest) => ({
  userId: r.player.id,
  charId: r.charId,
  gameType: 'chat' as const,
  isFuta: false,
});

async function loadAnswer(
  app: AppServices,
  r: VersionRequest,
): Promise<{ character: PackCharacter; game: LoadedGame; last: LastReply }> {
  const character = await app.cache.characters.get(app.db.prisma, r.charId, app.db.sql);
  if (character.tier > r.player.tier) throw forbidden('tier.character', 'tier');
  const { game } = await loadTurnState(app.db.sql, key(r));
  if (!game.lastReply) throw badRequest('chat.noOtherAnswer', 'validation');
  return { character, game, last: game.lastReply };
}

/** The history before the player's words the last answer replied to (those words and the answer left out). */
function beforeLastAnswer(recent: StoredMessage[]): StoredMessage[] {
  return recent.slice(
    0,
    Math.max(
      0,
      recent.findLastIndex((m) => m.role === 'user'),
    ),
  );
}

/** The version shown, its lines timed as writeVersion stores them. */
function shownVersion(last: LastReply, version: AnswerVersion, now: number): ReplyVersion {
  return {
    messages: version.lines.map((l, i) => ({
      role: 'assistant',
      ...l,
      createdAt: new Date(now + i + 1).toISOString(),
    })),
    options: version.options,
    optionsTrans: version.optionsTrans,
    versions: versionsOf(last)!,
  };
}

/**
 * Replaces the shown answer's lines with another version's in one transaction, guarded by the game's
 * version: the state (with the versions), the answer's message rows and, for a new version, the quota.
 */
async function writeVersion(
  app: AppServices,
  r: VersionRequest,
  game: LoadedGame,
  next: LastReply,
  now: number,
  opts: { countQuota: boolean },
): Promise<void> {
  const state = { ...game.state, memory: game.memory, lastReply: next };
  const lines = next.versions[next.shown]!.lines;
  await app.db.prisma.$transaction(async (tx) => {
    const where = { userId: r.player.id, charId: r.charId, gameType: 'chat' };
    const updated = await tx.gameState.updateMany({
      where: { ...where, version: game.version ?? -1 },
      data: { state: state as never, version: { increment: 1 }, updatedAt: new Date(now) },
    });
    if (updated.count === 0) throw new VersionConflict();
    if (opts.countQuota) await countCustomMessage(tx, r.player.id, now, customMessagesPerDay(r.player.tier));
    const lastUser = await tx.message.findFirst({
      where: { ...where, role: 'user' },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    await tx.message.deleteMany({ where: { ...where, role: 'assistant', id: { gt: lastUser?.id ?? 0n } } });
    await tx.message.createMany({
      data: lines.map((l, i) => ({ ...where, role: 'assistant', ...l, createdAt: new Date(now + i + 1) })),
    });
  });
}

function refused(error: unknown): never {
  if (error instanceof QuotaUsedUp) throw quotaRefusal();
  if (error instanceof VersionConflict) throw conflict('chat.waitForReply');
  throw error;
}

/**
 * Another answer to the player's last FreeStyle words: the model writes a new version, different from
 * the ones before; the meter and score stay as the first answer left them (the engine decided the turn
 * once). Each new version is a custom message of the day's quota and its tokens count; showing one
 * already written is free.
 */
export async function regenerateAnswer(app: AppServices, r: VersionRequest): Promise<ReplyVersion> {
  if (!canUseFreestyle(r.player.tier)) throw forbidden('tier.freestyle', 'tier');
  const model = app.game.model;
  if (!model) throw badRequest('chat.noOtherAnswer', 'validation');
  await refuseOverTokenCeiling(app, r.player);
  const { character, game, last } = await loadAnswer(app, r);
  if (last.versions.length >= MAX_REPLY_VERSIONS)
    throw badRequest('chat.versionsFull', { max: MAX_REPLY_VERSIONS }, 'validation');
  const used = await customMessagesUsed(app.db.prisma, r.player.id, app.now());
  if (used >= customMessagesPerDay(r.player.tier)) throw quotaRefusal();

  const recent = await recentMessages(app.db.prisma, r.player.id, r.charId, 'chat', PROMPT_HISTORY + 8);
  const state = game.state;
  const said = last.versions.flatMap((v) => v.lines.map((l) => l.response));
  const prompt = buildPrompt({
    character,
    stage: state.stage,
    location: locationName(character, state.location),
    meter: state.meter,
    summary: game.summary.text,
    digest: digest(game.memory, character, state),
    history: promptHistory(beforeLastAnswer(recent)),
    message: last.message,
    mode: 'freestyle',
    picked: false,
    language: r.language,
    note: `(Answer again, differently from what you said before: ${said.map((l) => `"${l}"`).join(' / ')})`,
    budget: promptBudget(app.config, character, r.player.tier),
  });

  const metered = meteredModel(model, r.player.tier);
  const deps = { model: metered, metrics: app.metrics, filter: app.game.filter, log: app.log };
  const outcome = await generateReply(deps, prompt, characterSettings(character)).finally(() =>
    recordTurnSpend(app, { userId: r.player.id, charId: r.charId, tier: r.player.tier }, metered.spend),
  );
  if (!outcome.ok) {
    if (outcome.kind === 'filter')
      await reportModelText(app.db.prisma, { userId: r.player.id, charId: r.charId }, outcome, app.now());
    throw badGateway('chat.modelUnavailable');
  }
  const earlier = last.versions.flatMap((v) => v.lines.flatMap((l) => keysOfLine(l)));
  const lines = freshLines(outcome.reply, r.language, earlier);
  if (lines.length === 0) throw badGateway('chat.modelUnavailable');
  const version: AnswerVersion = {
    lines,
    options: outcome.reply.options,
    optionsTrans: r.language !== 'en' ? (outcome.reply.optionsTrans ?? null) : null,
  };
  const next: LastReply = { ...last, versions: [...last.versions, version], shown: last.versions.length };
  const sent = remember(game.state, lines);
  const now = app.now();
  await writeVersion(app, r, { ...game, state: sent }, next, now, { countQuota: true }).catch(refused);
  return shownVersion(next, version, now);
}

/** Shows a version already written: its lines take the answer's place in the history. */
export async function showAnswerVersion(
  app: AppServices,
  r: VersionRequest & { version: number },
): Promise<ReplyVersion> {
  const { game, last } = await loadAnswer(app, r);
  const version = last.versions[r.version];
  if (!version) throw badRequest('chat.noVersion', 'validation');
  const next: LastReply = { ...last, shown: r.version };
  const now = app.now();
  if (r.version !== last.shown) await writeVersion(app, r, game, next, now, { countQuota: false }).catch(refused);
  return shownVersion(next, version, now);
}
