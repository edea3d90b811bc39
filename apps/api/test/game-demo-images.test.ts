import { describe, expect, it } from 'vitest';
import { DEMO_PACK_DIR, readPack } from '@app/content';
import type { Line, PackCharacter, Scenario } from '@app/schema';

/**
 * Every picture a demo reply can show is a real file of the pack (on disk, or drawn by the art
 * generator): the location and pose pictures the engine appends, images of lines, and bracketed
 * names written inside any line of any pool (dialogue.freeText and dialogue.actions included) and
 * of every scenario node.
 */

const pack = readPack(DEMO_PACK_DIR);
const media = new Set([...pack.media.files, ...pack.media.generated]);
const BRACKETED = /\[([^\]]+)\]/g;

function refsOfLine(line: Line): string[] {
  const texts = typeof line === 'string' ? [line] : [line.text, ...Object.values(line.trans)];
  const inText = texts.flatMap((t) => [...t.matchAll(BRACKETED)].map((m) => m[1] ?? ''));
  return typeof line === 'string' || !line.image ? inText : [...inText, line.image];
}

function linesOf(c: PackCharacter): { where: string; line: Line }[] {
  const d = c.dialogue;
  const pools: [string, readonly Line[]][] = [
    ['greeting', d.greeting],
    ['locationOffer', d.locationOffer],
    ['actionOffer', d.actionOffer],
    ['actionGeneric', d.actionGeneric],
    ['sceneEnd', d.sceneEnd],
    ['blocked', d.blocked],
    ['away', d.away],
    ['resume', d.resume],
    ['freeText.positive', d.freeText.positive],
    ['freeText.neutral', d.freeText.neutral],
    ['freeText.negative', d.freeText.negative],
    ...Object.entries(d.actions ?? {}).map(([id, pool]) => [`actions.${id}`, pool] as [string, Line[]]),
    ...(['cold', 'warm', 'hot'] as const).flatMap((band) =>
      d.talk[band].map((b, i) => [`talk.${band}[${i}]`, b.lines] as [string, Line[]]),
    ),
    ...Object.entries(d.dates).flatMap(([loc, beats]) =>
      beats.map((b, i) => [`dates.${loc}[${i}]`, b.lines] as [string, Line[]]),
    ),
  ];
  return pools.flatMap(([where, pool]) => pool.map((line) => ({ where, line })));
}

function scenarioLines(s: Scenario): { where: string; line: Line }[] {
  return Object.entries(s.nodes).flatMap(([id, n]) =>
    n.lines.map((line) => ({ where: `${s.gameType}${s.futa ? '.futa' : ''}:${id}`, line })),
  );
}

describe('pictures a demo reply can show', () => {
  it('the demo pack has characters and scenarios to check', () => {
    expect(pack.characters.length).toBe(9);
    expect(Object.keys(pack.scenarios).length).toBe(11);
  });

  it.each(pack.characters.map((c) => [c.id, c] as const))(
    '%s: every location, pose and line picture exists',
    (_, c) => {
      const missing: string[] = [];
      for (const l of c.locations) if (!media.has(l.image)) missing.push(`location ${l.id}: ${l.image}`);
      for (const p of c.poses) if (!media.has(p.image)) missing.push(`pose ${p.id}: ${p.image}`);
      for (const { where, line } of linesOf(c))
        for (const ref of refsOfLine(line)) if (!media.has(ref)) missing.push(`${where}: ${ref}`);
      for (const pose of Object.keys(c.dialogue.actions ?? {}))
        if (!c.poses.some((p) => p.id === pose)) missing.push(`actions.${pose}: no such pose`);
      expect(missing).toEqual([]);
    },
  );

  it('every scenario line picture exists', () => {
    const missing = Object.values(pack.scenarios)
      .flatMap(scenarioLines)
      .flatMap(({ where, line }) =>
        refsOfLine(line)
          .filter((ref) => !media.has(ref))
          .map((ref) => `${where}: ${ref}`),
      );
    expect(missing).toEqual([]);
  });

  it('the check itself catches a missing picture in a free-text answer or inside a line', () => {
    const c = pack.characters[0]!;
    const broken: PackCharacter = {
      ...c,
      dialogue: {
        ...c.dialogue,
        freeText: {
          ...c.dialogue.freeText,
          positive: [...c.dialogue.freeText.positive, { text: 'Look [nowhere.jpg]', trans: {} }],
        },
        actions: { [c.poses[0]!.id]: [{ text: 'Here', trans: {}, image: 'missing-pose.jpg' }] },
      },
    };
    const refs = linesOf(broken)
      .flatMap(({ line }) => refsOfLine(line))
      .filter((r) => !media.has(r));
    expect(refs.sort()).toEqual(['missing-pose.jpg', 'nowhere.jpg']);
  });
});
