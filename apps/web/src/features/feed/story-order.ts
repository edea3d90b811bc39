/**
 * The story strip's order (spec §2): characters above the player's tier are dimmed and interleaved
 * with the accessible ones (accessible, locked, accessible, locked, ...), the rest following.
 */
export function storyOrder<T extends { tier: number }>(
  characters: readonly T[],
  playerTier: number,
): { character: T; dimmed: boolean }[] {
  const open = characters.filter((c) => c.tier <= playerTier);
  const locked = characters.filter((c) => c.tier > playerTier);
  const out: { character: T; dimmed: boolean }[] = [];
  for (let i = 0; i < Math.max(open.length, locked.length); i++) {
    if (open[i]) out.push({ character: open[i]!, dimmed: false });
    if (locked[i]) out.push({ character: locked[i]!, dimmed: true });
  }
  return out;
}
