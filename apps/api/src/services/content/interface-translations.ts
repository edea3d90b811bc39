import { readInterfaceTranslations, readPack, type ContentPack, type Translations } from '@app/content';
import { INTERFACE_TRANSLATIONS_DIR } from '../../layout.ts';

let cached: Translations | undefined;

/** The interface strings of every language, read once (they ship with the server, not with a pack). */
export function interfaceTranslations(): Translations {
  cached ??= readInterfaceTranslations(INTERFACE_TRANSLATIONS_DIR);
  return cached;
}

/** A pack folder as the server loads it: the pack's content, the interface strings under its own translations. */
export const readServedPack = (dir: string): ContentPack =>
  readPack(dir, { interfaceTranslations: interfaceTranslations() });
