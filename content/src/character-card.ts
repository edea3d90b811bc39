import { z } from 'zod';
import type { Persona } from '@app/schema';
import { fieldPath, PackError, type PackIssue } from './pack-error.ts';
import { checkWording } from './pack-checks.ts';

const text = z.string().optional().default('');
const cardSchema = z.object({
  spec: z.enum(['chara_card_v2', 'chara_card_v3'], { error: 'Only character cards V2 (chara_card_v2) and V3 (chara_card_v3) are supported' }),
  data: z.object({
    name: z.string().trim().min(1, 'A character card needs a name').max(60),
    description: text,
    personality: text,
    scenario: text,
    first_mes: text,
    mes_example: text,
    system_prompt: text,
    post_history_instructions: text,
    creator_notes: text,
    tags: z.array(z.string()).optional().default([]),
  }),
});

export interface CardImportOptions {
  /** Required: the operator states the character's age; cards do not carry one. */
  age?: number;
  /** The pack id; derived from the name when absent. */
  id?: string;
}

/** The fields of a pack character that a card provides; the operator adds images, locations, poses and dialogue. */
export interface ImportedCharacter {
  id: string;
  name: string;
  age: number;
  tags: string[];
  description: string;
  persona: Persona;
}

const SOURCE = 'character card';

export const idFromName = (name: string) =>
  name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'character';

/** Maps a character-card V2/V3 JSON (object or text) to pack fields; refuses without an adult age or with minor-coded wording. */
export function importCharacterCard(json: unknown, options: CardImportOptions = {}): ImportedCharacter {
  const issues: PackIssue[] = [];
  const { age } = options;
  if (age === undefined || !Number.isInteger(age)) issues.push({ file: SOURCE, field: 'age', message: 'age is required: state the character’s age (18 or over)' });
  else if (age < 18) issues.push({ file: SOURCE, field: 'age', message: 'Every character must be 18 or over' });

  let data: unknown = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (error) {
      throw new PackError([...issues, { file: SOURCE, field: '(json)', message: `Not valid JSON: ${(error as Error).message}` }]);
    }
  }
  const parsed = cardSchema.safeParse(data);
  if (!parsed.success) for (const issue of parsed.error.issues) issues.push({ file: SOURCE, field: fieldPath(issue.path), message: issue.message });
  else issues.push(...checkWording(SOURCE, { data: parsed.data.data }));
  if (issues.length > 0 || !parsed.success || age === undefined) throw new PackError(issues);

  const card = parsed.data.data;
  const { name, tags, ...persona } = card;
  return {
    id: options.id ?? idFromName(name),
    name,
    age,
    tags: tags.map((t) => t.trim()).filter(Boolean),
    description: (card.description.split(/\n\s*\n/)[0] ?? '').trim().slice(0, 600) || name,
    persona,
  };
}
