import { describe, expect, it } from 'vitest';
import { findMinorCodedWording } from './minor-wording.ts';

describe('findMinorCodedWording', () => {
  it.each(['A TEEN at heart', 'in her student  uniform', 'barely-legal look', 'Young looking and sweet', 'la colegiala', 'une écolière', 'kids'])(
    'finds minor-coded wording in "%s"',
    (text) => expect(findMinorCodedWording(text)).not.toBeNull(),
  );
  it.each(['No kidding', 'the canteen', 'a steenbok', 'Childhood is not mentioned here either: adulthood', 'A 29-year-old adult'])(
    'lets "%s" pass',
    (text) => expect(findMinorCodedWording(text)).toBeNull(),
  );
});
