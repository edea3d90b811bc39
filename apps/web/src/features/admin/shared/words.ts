import { useTranslation } from 'react-i18next';
import { ROLE } from '@app/schema/constants';
import type { ConsoleReport, ModerationAction, PlayerSummary, ReportResolution } from '@app/schema';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useReportWords } from '../../../lib/report/report-words.ts';
import { tierName } from '../../../lib/tiers.ts';
import { useCachedT } from '../../../lib/cached-t.ts';

type Standing = Pick<PlayerSummary, 'bannedAt' | 'suspendedUntil'>;

/** Banned, or suspended until a time still to come. */
export const isRestricted = (player: Standing, now = Date.now()): boolean =>
  player.bannedAt !== null || (player.suspendedUntil !== null && Date.parse(player.suspendedUntil) > now);

/** The console's words for the contract's codes (actions, resolutions, roles, filter categories), translated. */
export function useConsoleWords() {
  const { t, i18n } = useTranslation();
  const ct = useCachedT();
  const actions: Record<ModerationAction, string> = {
    'report.dismiss': t('Report dismissed'),
    'report.hide': t('Message hidden'),
    'player.warn': t('Warned'),
    'player.suspend': t('Suspended'),
    'player.ban': t('Banned'),
    'player.lift': t('Suspension or ban lifted'),
    'player.grantTier': t('Tier granted'),
    'player.revokeTier': t('Subscription revoked'),
    'player.resetProgress': t('Progress reset'),
    'player.setRole': t('Role changed'),
    'hub.create': t('Hub post created'),
    'hub.close': t('Vote closed'),
    'content.reload': t('Content reloaded'),
  };
  /** What a moderator chooses when resolving a report. */
  const resolutions: Record<ReportResolution, string> = {
    dismiss: t('Dismiss'),
    hide: t('Hide the message'),
    warn: t('Warn the player'),
    suspend: t('Suspend the player'),
    ban: t('Ban the player'),
  };
  /** How a resolved report reads. */
  const outcomes: Record<ReportResolution, string> = {
    dismiss: t('Dismissed'),
    hide: t('Message hidden'),
    warn: t('Player warned'),
    suspend: t('Player suspended'),
    ban: t('Player banned'),
  };
  const categories: Record<string, string> = {
    minors: t('Minors'),
    'non-consent': t('Non-consent'),
    'real-person': t('Real person'),
    illegal: t('Illegal acts'),
  };
  const kinds: Record<ConsoleReport['kind'], string> = { player: t('Player report'), filter: t('Content filter') };
  const roleName = (role: number): string => {
    if (role >= ROLE.admin) return t('Admin');
    if (role >= ROLE.moderator) return t('Moderator');
    if (role >= ROLE.translator) return t('Translator');
    return t('Player');
  };
  /** A player's standing: banned, suspended (until when) or in good standing. */
  const standing = (player: Standing, now = Date.now()): string => {
    if (player.bannedAt) return t('Banned');
    if (player.suspendedUntil && Date.parse(player.suspendedUntil) > now)
      return t('Suspended until {{until}}', { until: formatDateTime(player.suspendedUntil, i18n.language) });
    return t('Active');
  };
  const tier = (n: number): string => tierName(ct, n);
  return { actions, resolutions, outcomes, categories, kinds, roleName, standing, tier };
}

export type ConsoleWords = ReturnType<typeof useConsoleWords>;

/** A report in a few words: "A message · Spam or advertising", "Content filter · Minors". */
export function useReportHeadline(): (report: ConsoleReport) => string {
  const { kinds, categories } = useConsoleWords();
  const { reasons, targets } = useReportWords();
  return (r) => {
    const parts =
      r.kind === 'filter'
        ? [kinds.filter, r.item.category ? (categories[r.item.category] ?? r.item.category) : null]
        : [r.target ? targets[r.target] : null, r.reason ? reasons[r.reason] : null];
    return parts.filter(Boolean).join(' · ');
  };
}
