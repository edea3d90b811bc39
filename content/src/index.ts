export { readPack, scenarioFor, type ContentPack, type PackMeta } from './read-pack.ts';
export { packFromTexts, type PackContent } from './pack-content.ts';
export { readInterfaceTranslations, mergeTranslations, type Translations } from './interface-translations.ts';
export { PackError, formatIssue, type PackIssue } from './pack-error.ts';
export { packStats, type PackStats } from './pack-stats.ts';
export {
  importCharacterCard,
  characterSkeleton,
  SKELETON_TODO,
  importNotes,
  genericNote,
  type ImportedCharacter,
  type CardImportOptions,
  type SkeletonOptions,
} from './character-card.ts';
export { readCardFile, cardFromPng, cardFromCharx } from './card-png.ts';
export { lorebookFileSchema, cardBookSchema, worldInfoSchema } from './lorebook-import.ts';
export {
  DEMO_PACK_DIR,
  REPO_ROOT,
  configuredPackDir,
  mediaDirs,
  generatedMediaDir,
  listMediaFiles,
} from './media-dirs.ts';
export { generateArt, missingArt, describeArt, type ArtResult } from './generate-art.ts';
export { artManifest, artNames, type ArtItem, type Palette } from './art-manifest.ts';
export { findMinorCodedWording, MINOR_CODED_WORDS } from './minor-wording.ts';
export { MINOR_TERMS, type MinorTerms } from './lexicon/minor-terms.ts';
export { SCHOOL_TERMS, SMALL_TERMS } from './lexicon/minor-context-terms.ts';
export { compileTerms, findTerm } from './lexicon/terms.ts';
export { baseForm, textForms, type TextForms } from './lexicon/normalize.ts';
export { statedAges, findUnderageStatement, type StatedAge } from './lexicon/stated-age.ts';
export type {
  PackCharacter,
  PackPost,
  PackHubPost,
  Scenario,
  Dialogue,
  Line,
  Beat,
  Reply,
  Pose,
  Location,
  Persona,
  Lorebook,
  LorebookEntry,
} from '@app/schema';
