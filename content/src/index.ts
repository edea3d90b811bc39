export { readPack, scenarioFor, type ContentPack, type PackMeta } from './read-pack.ts';
export { PackError, formatIssue, type PackIssue } from './pack-error.ts';
export { packStats, type PackStats } from './pack-stats.ts';
export { importCharacterCard, type ImportedCharacter, type CardImportOptions } from './character-card.ts';
export { DEMO_PACK_DIR, mediaDirs, generatedMediaDir, listMediaFiles } from './media-dirs.ts';
export { artManifest, artNames, type ArtItem, type Palette } from './art-manifest.ts';
export { findMinorCodedWording, MINOR_CODED_WORDS } from './minor-wording.ts';
export type { PackCharacter, PackPost, PackHubPost, Scenario, Dialogue, Line, Beat, Reply, Pose, Location, Persona } from '@app/schema';
