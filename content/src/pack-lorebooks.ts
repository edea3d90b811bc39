import type { Lorebook, PackCharacter } from '@app/schema';
import { checkWording } from './pack-checks.ts';
import { lorebookFileSchema } from './lorebook-import.ts';
import type { PackReader } from './pack-reader.ts';

const LOREBOOK_FILE = /^([a-z0-9-]+)\.json$/;

/** The shared lorebooks of a pack, `lorebooks/<name>.json` (the pack's shape or a SillyTavern world-info file), by name. */
export function readLorebooks(read: PackReader): Map<string, Lorebook> {
  const books = new Map<string, Lorebook>();
  for (const name of read.files('lorebooks')) {
    const file = `lorebooks/${name}`;
    const match = LOREBOOK_FILE.exec(name);
    if (!match?.[1]) {
      read.issues.push({
        file,
        field: '(file)',
        message: 'Lorebook files are named <lowercase letters, digits, dashes>.json',
      });
      continue;
    }
    const data = read.json(file);
    if (data === undefined) continue;
    read.check(() => checkWording(file, data));
    const book = read.parse(file, lorebookFileSchema(data), data);
    if (book) books.set(match[1], { ...book, name: book.name ?? match[1] });
  }
  return books;
}

/** The character with each shared lorebook's name replaced by its book; an unknown name is the file's problem. */
export function resolveLorebooks(
  read: PackReader,
  file: string,
  character: PackCharacter,
  books: ReadonlyMap<string, Lorebook>,
): PackCharacter {
  const lorebooks = character.lorebooks.map((ref, i) => {
    if (typeof ref !== 'string') return ref;
    const book = books.get(ref);
    if (!book)
      read.issues.push({ file, field: `lorebooks.${i}`, message: `No lorebook "${ref}": add lorebooks/${ref}.json` });
    return book ?? ref;
  });
  return { ...character, lorebooks };
}
