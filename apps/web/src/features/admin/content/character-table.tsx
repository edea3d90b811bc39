import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@app/schema/constants';
import type { ContentView } from '@app/schema';
import { useCachedT } from '../../../lib/cached-t.ts';
import { tierName } from '../../../lib/tiers.ts';

type Character = ContentView['characters'][number];

/** The characters of the database: the pack's and those kept for players' history. A table that becomes cards on a phone. */
export function CharacterTable({ characters, modelConfigured }: { characters: Character[]; modelConfigured: boolean }) {
  const { t } = useTranslation();
  const ct = useCachedT();
  const heading = {
    name: t('Name'),
    id: t('ID'),
    age: t('Age'),
    tier: t('Tier'),
    pack: t('In pack'),
    languages: t('Languages'),
    dialogue: t('Dialogue'),
  };
  const languagesOf = (c: Character) =>
    LANGUAGES.every((l) => c.languages.includes(l)) ? t('All languages') : c.languages.join(', ');
  // Generic pools are the import's placeholders: voiced by the model when there is one, else still to write.
  const dialogueOf = (c: Character) => {
    if (c.generic.length === 0) return t('Written');
    return modelConfigured
      ? t('Pools voiced by the model: {{n}}', { n: c.generic.length })
      : t('Pools to write: {{pools}}', { pools: c.generic.join(', ') });
  };
  if (characters.length === 0) return <p className="muted">{t('No characters')}</p>;
  return (
    <table className="content-table">
      <thead>
        <tr>
          {Object.values(heading).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {characters.map((c) => (
          <tr key={c.id} className={c.inPack ? undefined : 'content-table__retired'}>
            <th scope="row" data-label={heading.name}>
              {c.name}
            </th>
            <td data-label={heading.id}>
              <code dir="ltr">{c.id}</code>
            </td>
            <td data-label={heading.age}>{c.age}</td>
            <td data-label={heading.tier}>{tierName(ct, c.tier)}</td>
            <td data-label={heading.pack}>{c.inPack ? t('Yes') : t('No, kept for players’ chats')}</td>
            <td data-label={heading.languages}>{languagesOf(c)}</td>
            <td data-label={heading.dialogue}>{dialogueOf(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
