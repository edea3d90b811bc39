import { describe, expect, it } from 'vitest';
import { characterView, postView } from './character-view.ts';
import { isVisibleCharacter, switchableTags, visibleGenders } from './visibility.ts';

const character = {
  id: 'mila',
  name: 'Mila Reyes',
  age: 27,
  gender: 'girl',
  futaPoses: true,
  tier: 2,
  tags: ['feet'],
  description: 'Mila, 27, runs the bar.',
  descriptionTrans: { fr: 'Mila, 27 ans, tient le bar.' },
  images: 'mila-card.jpg|mila-avatar.jpg',
  backgroundImage: 'mila-bg.jpg',
  progress: null,
  followed: false,
  postCount: 5,
};

describe('what a player sees of a character', () => {
  it("is level 1 at the chat's start meter before they met, locked above the player's tier, translated by language", () => {
    const view = characterView(character, 0, 'fr');
    expect(view).toMatchObject({
      _id: 'mila',
      level: 1,
      score: 0,
      horny: 10,
      locked: true,
      active: false,
      futaVariant: true,
      descriptionTrans: 'Mila, 27 ans, tient le bar.',
    });
    expect(characterView(character, 2, 'en')).toMatchObject({ locked: false, descriptionTrans: null });
  });

  it("shows the player's progress and follow", () => {
    const view = characterView(
      { ...character, progress: { score: 95, meter: 18, tags: { feet: 'false' } }, followed: true },
      3,
      'en',
    );
    expect(view).toMatchObject({ score: 95, level: 4, horny: 18, playerTags: { feet: 'false' }, active: true });
  });

  it("keeps a locked post's pictures back: the card image instead", () => {
    const post = {
      id: 'p1',
      charId: 'mila',
      description: 'Hi',
      descriptionTrans: {},
      images: 'a.jpg|b.jpg',
      likes: 2,
      createdAt: new Date(0),
      character: { name: 'Mila', tier: 1, images: character.images },
      likedBy: [],
    };
    expect(postView(post, 0, 'en')).toMatchObject({ locked: true, images: 'mila-card.jpg' });
    expect(postView(post, 1, 'en')).toMatchObject({ locked: false, images: 'a.jpg|b.jpg' });
  });
});

describe('who a player sees', () => {
  it('hides a gender switched off, but shows a woman with a futa variant to a player who sees futas', () => {
    expect(visibleGenders({})).toEqual(['girl', 'futa']);
    expect(visibleGenders({ girls: 'false' })).toEqual(['futa']);
    expect(isVisibleCharacter({ gender: 'girl', futaPoses: false }, ['futa'])).toBe(false);
    expect(isVisibleCharacter({ gender: 'girl', futaPoses: true }, ['futa'])).toBe(true);
    expect(isVisibleCharacter({ gender: 'futa', futaPoses: false }, ['girl'])).toBe(false);
  });

  it('offers the futa switch only where it changes something', () => {
    expect(switchableTags({ gender: 'girl', tags: ['feet'], futaPoses: true })).toEqual(['feet', 'futa']);
    expect(switchableTags({ gender: 'girl', tags: ['feet'], futaPoses: false })).toEqual(['feet']);
  });
});
