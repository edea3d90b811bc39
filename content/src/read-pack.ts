import { checkReferences } from './pack-checks.ts';
import { readPackContent, type PackContent } from './pack-content.ts';
import { PackReader } from './pack-reader.ts';
import { folderSource } from './folder-source.ts';
import { artManifest } from './art-manifest.ts';
import { listMediaFiles } from './media-dirs.ts';
import { mergeTranslations, type Translations } from './interface-translations.ts';

export { scenarioFor, type PackMeta } from './pack-content.ts';

/** A validated content pack read from a folder. */
export interface ContentPack extends PackContent {
  /** Absolute folder the pack was read from. */
  dir: string;
  media: {
    /** Names found on disk in the media folders. */
    files: string[];
    /** Names the art generator produces for this pack. */
    generated: string[];
  };
}

/**
 * Reads a pack folder and returns it validated, or throws a PackError naming the file and field of
 * the first problem (all problems are in `error.issues`).
 */
export function readPack(dir: string, opts: { interfaceTranslations?: Translations } = {}): ContentPack {
  const files = listMediaFiles(dir);
  let generated: string[] = [];
  const content = readPackContent(new PackReader(folderSource(dir)), (sources) => {
    generated = artManifest(
      sources.characters.map((c) => c.character),
      sources.posts,
      sources.palettes,
    ).map((a) => a.name);
    return checkReferences({ ...sources, media: new Set([...files, ...generated]) });
  });
  const translations = opts.interfaceTranslations
    ? mergeTranslations(opts.interfaceTranslations, content.translations)
    : content.translations;
  return { ...content, translations, dir, media: { files: [...files].sort(), generated } };
}
