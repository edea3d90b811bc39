import type { Figures, Simulation } from './simulate.ts';

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const turns = (x: number | null): string => (x === null ? 'never' : String(x));

/** The simulation's figures as Markdown tables: per policy, then per character. */
export function formatSimulation(sim: Simulation): string {
  const { plays, turns: horizon, seed } = sim.options;
  const characters = Object.keys(Object.values(sim.byCharacter)[0] ?? {});
  const out: string[] = [
    `${plays} plays per policy per character, ${characters.length} characters, ${horizon} turns a play, seed ${seed}.`,
    '',
    '| policy | blocked ≤5 | ≤10 | ≤20 | ≤30 | median turns to level 2 | to date offer | to scene | blocks warned the turn before | fewest warnings before a block | score per turn |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [policy, f] of Object.entries(sim.byPolicy)) out.push(row(policy, f));
  out.push('', 'Per character: median turns to the first scene; score per turn; blocked within 20 turns.', '');
  out.push(`| policy | ${characters.join(' | ')} |`, `|---|${characters.map(() => '---').join('|')}|`);
  for (const [policy, byChar] of Object.entries(sim.byCharacter)) {
    out.push(
      `| ${policy} | ${characters
        .map((c) => {
          const f = byChar[c] as Figures;
          return `${turns(f.medianScene)}; ${f.scorePerTurn.toFixed(2)}; ${pct(f.blockedWithin[20])}`;
        })
        .join(' | ')} |`,
    );
  }
  const reader = sim.byPolicy.reader;
  const kind = sim.byPolicy.kind;
  if (reader && kind && kind.scorePerTurn > 0) {
    out.push('', `Reader earns ${pct(reader.scorePerTurn / kind.scorePerTurn - 1)} more score per turn than kind.`);
  }
  return out.join('\n');
}

function row(policy: string, f: Figures): string {
  const b = f.blockedWithin;
  return `| ${policy} | ${pct(b[5])} | ${pct(b[10])} | ${pct(b[20])} | ${pct(b[30])} | ${turns(f.medianLevel2)} | ${turns(f.medianDateOffer)} | ${turns(f.medianScene)} | ${f.blocks === 0 ? '(no blocks)' : pct(f.warnedBlockShare)} | ${f.minWarningsBeforeBlock ?? '-'} | ${f.scorePerTurn.toFixed(2)} |`;
}
