import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEVEL_FILTERS, isLevelFilter, type LevelFilter } from '@app/game-engine';
import { Select, Spinner } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';
import { mediaUrl, splitImages } from '../../lib/media.ts';
import { trpc } from '../../lib/trpc.ts';
import { filterCharacters } from './filter-characters.ts';
import './explore.css';

export function ExplorePage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<LevelFilter>('all');
  const characters = trpc.character.all.useQuery();
  const shown = filterCharacters(characters.data ?? [], query, filter);
  const filterOptions = LEVEL_FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('All levels') : t('Level {{range}}', { range: f }) }));

  return (
    <main className="explore">
      <h1 className="explore__title">{t('Explore')}</h1>
      <div className="explore__controls">
        <input
          type="search"
          className="ui-input explore__search"
          placeholder={t('Search by name')}
          aria-label={t('Search by name')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Select
          className="explore__filter"
          label={t('Level')}
          hideLabel
          options={filterOptions}
          value={filter}
          onChange={(v) => isLevelFilter(v) && setFilter(v)}
        />
      </div>
      {characters.isPending ? <Spinner label={t('Loading')} /> : null}
      {characters.isSuccess && shown.length === 0 ? <p className="explore__empty">{t('No characters found')}</p> : null}
      <ul className="explore__grid">
        {shown.map((c) => (
          <li key={c._id}>
            <Link to={langPath(`/app/profile/${c._id}`)} className={c.locked ? 'explore-card explore-card--locked' : 'explore-card'}>
              <img className="explore-card__image" src={mediaUrl(splitImages(c.images)[0] ?? '')} alt="" loading="lazy" />
              <span className="explore-card__level ui-badge ui-badge--accent">{t('Lv {{level}}', { level: c.level })}</span>
              <span className="explore-card__body">
                <span className="explore-card__name">{c.name}</span>
                <span className="explore-card__description">{c.descriptionTrans ?? c.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
