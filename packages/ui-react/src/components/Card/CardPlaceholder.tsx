import { cssAspectRatio } from './cardFormat';

export interface CardPlaceholderProps {
  aspectRatio?: string | null;
}

/** The grey shape of a card while its shelf loads; hidden from screen readers (the shelf says it is busy). */
export function CardPlaceholder({ aspectRatio }: CardPlaceholderProps) {
  return (
    <span className="ott-card-placeholder" aria-hidden="true">
      <span className="ott-card-placeholder__poster" style={{ aspectRatio: cssAspectRatio(aspectRatio) }} />
      <span className="ott-card-placeholder__title" />
    </span>
  );
}
