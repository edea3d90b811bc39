export { loadContentPack, describeLoad, PackSwitchError, type LoadResult, type LoadOptions } from './load-pack.ts';
export { packHash, stableJson, translationKey } from './pack-hash.ts';
export { resolvePackDir, autoloadContent, loadPackFromDir } from './autoload.ts';
