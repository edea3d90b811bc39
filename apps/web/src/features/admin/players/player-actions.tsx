import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@app/schema/constants';
import type { PlayerSummary } from '@app/schema';
import { Select } from '@app/ui';
import { trpc } from '../../../lib/trpc.ts';
import { ActionButton } from '../shared/action-button.tsx';
import { useConsoleRole } from '../shared/console-role.ts';
import { DaysField, NumberField, numberIn, suspendDays } from '../shared/fields.tsx';
import { isRestricted, useConsoleWords } from '../shared/words.ts';

/** After any change to a player: their page, the search results and the log are read again. */
export function usePlayerChanged(): () => void {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.players.get.invalidate();
    void utils.admin.players.find.invalidate();
    void utils.admin.log.invalidate();
    void utils.admin.reports.list.invalidate();
  };
}

function SuspendButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const changed = usePlayerChanged();
  const suspend = trpc.admin.players.suspend.useMutation({ onSuccess: changed });
  const [days, setDays] = useState('3');
  return (
    <ActionButton
      label={t('Suspend')}
      title={t('Suspend this player')}
      note={t('The player can read but not chat, vote or post until the suspension ends.')}
      fields={<DaysField value={days} onChange={setDays} />}
      ready={suspendDays(days) !== null}
      run={(reason) => suspend.mutateAsync({ id, reason, days: suspendDays(days)! })}
    />
  );
}

function GrantTierButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const changed = usePlayerChanged();
  const words = useConsoleWords();
  const grant = trpc.admin.players.grantTier.useMutation({ onSuccess: changed });
  const [tier, setTier] = useState('1');
  const [days, setDays] = useState('30');
  const tiers = [1, 2, 3].map((n) => ({ value: String(n), label: words.tier(n) }));
  return (
    <ActionButton
      label={t('Grant tier')}
      title={t('Grant a tier')}
      fields={
        <div className="console-fields">
          <Select label={t('Tier')} options={tiers} value={tier} onChange={setTier} />
          <NumberField label={t('Days')} value={days} onChange={setDays} min={1} max={3650} />
        </div>
      }
      ready={numberIn(days, 1, 3650) !== null && Number.isInteger(Number(days))}
      run={(reason) => grant.mutateAsync({ id, reason, tier: Number(tier), days: Number(days) })}
    />
  );
}

const ROLES = [ROLE.player, ROLE.translator, ROLE.moderator, ROLE.admin] as const;

function SetRoleButton({ player }: { player: PlayerSummary }) {
  const { t } = useTranslation();
  const { roleName } = useConsoleWords();
  const changed = usePlayerChanged();
  const setRole = trpc.admin.players.setRole.useMutation({ onSuccess: changed });
  const current = ROLES.find((r) => r === player.role) ?? ROLE.player;
  const [role, setRoleValue] = useState<string>(String(current));
  const options = ROLES.map((r) => ({ value: String(r), label: roleName(r) }));
  return (
    <ActionButton
      label={t('Set role')}
      title={t('Set role')}
      fields={<Select label={t('Role')} options={options} value={role} onChange={setRoleValue} />}
      ready={Number(role) !== player.role}
      run={(reason) => setRole.mutateAsync({ id: player.id, reason, role: Number(role) as (typeof ROLES)[number] })}
    />
  );
}

/**
 * What a moderator may do to a player (warn, suspend, ban, lift) and, for admins only, grant a tier and set
 * the role. Each asks a reason for the log; the server checks the role again.
 */
export function PlayerActions({ player }: { player: PlayerSummary }) {
  const { t } = useTranslation();
  const { canModerate, canManage, id: myId } = useConsoleRole();
  const changed = usePlayerChanged();
  const warn = trpc.admin.players.warn.useMutation({ onSuccess: changed });
  const ban = trpc.admin.players.ban.useMutation({ onSuccess: changed });
  const lift = trpc.admin.players.lift.useMutation({ onSuccess: changed });
  const { id } = player;
  if (!canModerate) return null;
  return (
    <div className="console-actions" aria-label={t('Actions')} role="group">
      <ActionButton
        label={t('Warn')}
        title={t('Warn this player')}
        note={t('The player sees your reason in a dialog and must confirm reading it.')}
        run={(reason) => warn.mutateAsync({ id, reason })}
      />
      <SuspendButton id={id} />
      {player.bannedAt ? null : (
        <ActionButton
          label={t('Ban')}
          title={t('Ban this player?')}
          danger
          variant="danger"
          note={t(
            'The account is closed at once: the player is signed out and cannot sign in again until a moderator lifts the ban.',
          )}
          run={(reason) => ban.mutateAsync({ id, reason })}
        />
      )}
      {isRestricted(player) ? (
        <ActionButton
          label={t('Lift')}
          title={t('Lift the suspension or ban')}
          run={(reason) => lift.mutateAsync({ id, reason })}
        />
      ) : null}
      {canManage ? <GrantTierButton id={id} /> : null}
      {canManage && id !== myId ? <SetRoleButton player={player} /> : null}
    </div>
  );
}
