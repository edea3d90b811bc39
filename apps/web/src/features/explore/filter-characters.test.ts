import { describe, expect, it } from 'vitest';
import { filterCharacters } from './filter-characters.ts';

const cast = [
  { name: 'Mila Reyes', level: 1 },
  { name: 'Sofia Laurent', level: 5 },
  { name: 'Hana Mori', level: 6 },
  { name: 'Elena Petrova', level: 10 },
  { name: 'Nadia Rahman', level: 11 },
  { name: 'Chloe Martin', level: 20 },
  { name: 'Isabela Costa', level: 21 },
  { name: 'Riley Quinn', level: 30 },
  { name: 'Ava Brooks', level: 31 },
];
const names = (list: { name: string }[]) => list.map((c) => c.name.split(' ')[0]);

describe('explore filter', () => {
  it('shows everyone with "all"', () => {
    expect(filterCharacters(cast, '', 'all')).toHaveLength(cast.length);
  });

  it('uses the spec ranges: 1-5 is 1..5, 5-10 is 6..10, 10-20 is 11..20, 20-30 is 21..30', () => {
    expect(names(filterCharacters(cast, '', '1-5'))).toEqual(['Mila', 'Sofia']);
    expect(names(filterCharacters(cast, '', '5-10'))).toEqual(['Hana', 'Elena']);
    expect(names(filterCharacters(cast, '', '10-20'))).toEqual(['Nadia', 'Chloe']);
    expect(names(filterCharacters(cast, '', '20-30'))).toEqual(['Isabela', 'Riley']);
  });

  it('matches a case-insensitive substring of the name', () => {
    expect(names(filterCharacters(cast, 'RE', 'all'))).toEqual(['Mila', 'Sofia']);
    expect(names(filterCharacters(cast, 'aN', 'all'))).toEqual(['Hana', 'Nadia']);
    expect(filterCharacters(cast, 'zzz', 'all')).toEqual([]);
  });

  it('combines the search with the level range', () => {
    expect(names(filterCharacters(cast, 'a', '5-10'))).toEqual(['Hana', 'Elena']);
    expect(names(filterCharacters(cast, 'mila', '5-10'))).toEqual([]);
  });
});
