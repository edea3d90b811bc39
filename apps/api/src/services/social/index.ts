export { visibleGenders, isLocked, pickTrans } from './visibility.ts';
export { listCharacters, findCharacter, characterStats, toCharacterView } from './characters.ts';
export { feedPage, characterPosts, toPostView, type PageArgs } from './posts.ts';
export { toggleLike, type LikeOutcome } from './likes.ts';
export { toggleFollow, setCharacterTag, switchableTags, type SetTagOutcome } from './follow.ts';
export { listHubPosts, criticalHubPosts, findHubPost, castVote, type VoteOutcome } from './hub.ts';
export { translationMap, addOriginals } from './translations.ts';
