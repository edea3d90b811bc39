export { loadContentPack, describeLoad, PackSwitchError, type LoadResult, type LoadOptions } from './load-pack.ts';
export { packHash, stableJson, translationKey } from './pack-hash.ts';
export { resolvePackDir, autoloadContent, loadPackFromDir } from './autoload.ts';
export { contentProblems, recordContentCheck, lastContentProblems, type ContentProblem } from './check.ts';
export { reloadContent } from './reload.ts';
export { contentView } from './view.ts';
