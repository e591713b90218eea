import { useTranslation } from 'react-i18next';

export interface EmptyShelvesProps {
  /** 1 when it is the only content of a screen without another main heading. */
  headingLevel?: 1 | 2;
}

/** What a page of shelves or a playlist says when it has nothing to show (spec 000 §2). */
export function EmptyShelves({ headingLevel = 2 }: EmptyShelvesProps) {
  const { t } = useTranslation('error');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="ott-empty-shelves">
      <Heading className="ott-empty-shelves__heading">{t('empty_shelves_heading')}</Heading>
      <p className="ott-empty-shelves__description">{t('empty_shelves_description')}</p>
    </section>
  );
}
