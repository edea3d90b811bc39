import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Defined (true) by the release build (scripts/build-release.ts), where every module is bundled into one file. */
declare const __RELEASE__: boolean | undefined;
const here = dirname(fileURLToPath(import.meta.url));

/** Running from the release folder (release/server.mjs), not from the repository through tsx. */
export const IN_RELEASE = typeof __RELEASE__ !== 'undefined' && __RELEASE__;

/**
 * Where the server's own files are. In the repository they sit in their packages; in the release
 * (where this module is part of server.mjs at the folder's top) they sit beside the bundle:
 * migrations/, web/, locales/ and content/demo/.
 */
export const ROOT_DIR = IN_RELEASE ? here : resolve(here, '../../..');
export const MIGRATIONS_DIR = IN_RELEASE ? join(here, 'migrations') : resolve(here, '../prisma/migrations');
export const DEFAULT_WEB_DIST = IN_RELEASE ? join(here, 'web') : join(ROOT_DIR, 'apps/web/dist');
/** The web app's interface translations (`<language>.json`): every content pack is served with them. */
export const INTERFACE_TRANSLATIONS_DIR = IN_RELEASE
  ? join(here, 'locales')
  : join(ROOT_DIR, 'apps/web/src/i18n/locales');
