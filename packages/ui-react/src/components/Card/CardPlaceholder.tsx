import { cssAspectRatio } from './cardFormat';

export interface CardPlaceholderProps {
  aspectRatio?: string | null;
  /** `featured`: the shape of a featured card (framed image, a title line, description lines). */
  variant?: 'tile' | 'featured';
}

/**
 * The grey shape of a card while its shelf loads, as tall as the card that replaces it (so the
 * shelves below do not move); hidden from screen readers (the shelf says it is busy).
 */
export function CardPlaceholder({ aspectRatio, variant = 'tile' }: CardPlaceholderProps) {
  const poster = <span className="ott-card-placeholder__poster" style={{ aspectRatio: cssAspectRatio(aspectRatio) }} />;
  if (variant === 'featured') {
    return (
      <span className="ott-card-placeholder ott-card-placeholder--featured" aria-hidden="true">
        {poster}
        <span className="ott-card-placeholder__body">
          <span className="ott-card-placeholder__title" />
          <span className="ott-card-placeholder__description" />
        </span>
      </span>
    );
  }
  return (
    <span className="ott-card-placeholder" aria-hidden="true">
      {poster}
      <span className="ott-card-placeholder__title" />
    </span>
  );
}
