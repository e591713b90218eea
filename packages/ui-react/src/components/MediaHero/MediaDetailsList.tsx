import type { MediaItem } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { detailEntries, languageName, LANGUAGE_FIELDS, PEOPLE_FIELDS, type DetailEntry } from './mediaMetadata';
import '@ott/ui-react/styles/media-hero.css';

type Fields = Parameters<typeof detailEntries>[1];

export interface MediaDetailsListProps {
  item: MediaItem;
  /** Fields of the item's kind (concert, reading), shown before the people. */
  extraFields?: Fields;
}

/** The item's details as a description list: its kind's fields, people, audio and subtitle languages. */
export function MediaDetailsList({ item, extraFields = [] }: MediaDetailsListProps) {
  const { t, i18n } = useTranslation('video');
  const languages: DetailEntry[] = detailEntries(item, LANGUAGE_FIELDS).map((entry) => ({
    ...entry,
    values: entry.values.map((code) => languageName(code, i18n.language)),
  }));
  const entries = [...detailEntries(item, extraFields), ...detailEntries(item, PEOPLE_FIELDS), ...languages];
  if (entries.length === 0) return null;
  return (
    <dl className="ott-media-details">
      {entries.map((entry) => (
        <div key={entry.labelKey} className="ott-media-details__entry">
          <dt className="ott-media-details__label">{t(entry.labelKey)}</dt>
          <dd className="ott-media-details__value">{entry.values.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
