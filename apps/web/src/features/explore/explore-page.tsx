import { useState } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { LEVEL_FILTERS, isLevelFilter, type LevelFilter } from '@app/game-engine';
import { Select } from '@app/ui';
import { useCachedT } from '../../lib/cached-t.ts';
import { useLangPath } from '../../lib/lang.ts';
import { TierLockBadge } from '../../lib/locked.tsx';
import { splitImages } from '../../lib/media.ts';
import { MediaImage } from '../../lib/media-image.tsx';
import { trpc } from '../../lib/trpc.ts';
import { filterCharacters } from './filter-characters.ts';
import './explore.css';
import { QueryState } from '../../lib/query-state.tsx';

export function ExplorePage() {
  const t = useCachedT();
  const langPath = useLangPath();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<LevelFilter>('all');
  const characters = trpc.character.all.useQuery();
  const shown = filterCharacters(characters.data ?? [], query, filter);
  const filterOptions = LEVEL_FILTERS.map((f) => ({
    value: f,
    label: f === 'all' ? t('All levels') : t('Level {{range}}', { range: f }),
  }));

  return (
    <div className="explore">
      <div className="explore__head">
        <h1 className="explore__title">{t('Explore')}</h1>
        <div className="explore__controls">
          <div className="explore__search">
            <Search aria-hidden="true" size={18} className="explore__search-icon" />
            <input
              type="search"
              className="ui-input"
              placeholder={t('Search by name')}
              aria-label={t('Search by name')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <Select
            className="explore__filter"
            label={t('Level')}
            hideLabel
            options={filterOptions}
            value={filter}
            onChange={(v) => isLevelFilter(v) && setFilter(v)}
          />
        </div>
      </div>
      <QueryState query={characters} />
      {characters.isSuccess && shown.length === 0 ? <p className="list-state">{t('No characters found')}</p> : null}
      <ul className="explore__grid">
        {shown.map((c, index) => (
          <li key={c._id}>
            <Link
              to={langPath(`/app/profile/${c._id}`)}
              className={c.locked ? 'explore-card explore-card--locked' : 'explore-card'}
            >
              <span className="explore-card__media">
                <MediaImage
                  className="explore-card__image"
                  name={splitImages(c.images)[0] ?? ''}
                  sizes="(max-width: 640px) 50vw, 300px"
                  alt=""
                  width={600}
                  height={800}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className="explore-card__level ui-badge ui-badge--accent">
                  {t('Lv {{level}}', { level: c.level })}
                </span>
                {c.locked ? <TierLockBadge tier={c.tier} className="explore-card__lock" /> : null}
              </span>
              <span className="explore-card__body">
                <span className="explore-card__name">{c.name}</span>
                <span className="explore-card__description">{c.descriptionTrans ?? c.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
