import { HERO_DESCRIPTION_MAX_LINES } from '@ott/common';
import { useId, type ReactNode } from 'react';
import { CollapsibleText } from '../CollapsibleText/CollapsibleText';
import { useBackgroundArt } from './useBackgroundArt';
import '@ott/ui-react/styles/media-hero.css';

export interface MediaHeroProps {
  title: string;
  /** Background image (the item's background art, 1920 px wide); left out when it does not load. */
  image?: string | null;
  /** Above the title: a tag (LIVE) or the episode's place in its series. */
  eyebrow?: ReactNode;
  /** The metadata line: year, duration, rating, genre. */
  metadata?: readonly string[];
  /** Under the metadata line: a schedule ("Starts …"), an episode title. */
  subtitle?: ReactNode;
  /** Markdown description, cut to 3 lines with a "Show more" toggle. */
  description?: string | null;
  /** 1 for the screen's title (default), 2 for a section (an episode under its series). */
  headingLevel?: 1 | 2;
  /** The actions: play, trailer, favorite, share. */
  children?: ReactNode;
}

/** The top of a media screen: background image, title, metadata line, short description and the actions. */
export function MediaHero({ title, image, eyebrow, metadata = [], subtitle, description, headingLevel = 1, children }: MediaHeroProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const background = useBackgroundArt(image);
  return (
    <section className={`ott-media-hero${background.src ? '' : ' ott-media-hero--plain'}`} aria-labelledby={titleId}>
      {background.src && (
        <div className="ott-media-hero__background" aria-hidden="true">
          <img src={background.src} alt="" onError={background.onError} />
        </div>
      )}
      <div className="ott-media-hero__info">
        {eyebrow && <div className="ott-media-hero__eyebrow">{eyebrow}</div>}
        <Heading id={titleId} className="ott-media-hero__title">
          {title}
        </Heading>
        {metadata.length > 0 && (
          <p className="ott-media-hero__metadata">
            {metadata.map((part) => (
              <span key={part} className="ott-media-hero__metadata-item">
                {part}
              </span>
            ))}
          </p>
        )}
        {subtitle && <div className="ott-media-hero__subtitle">{subtitle}</div>}
        {description && <CollapsibleText className="ott-media-hero__description" text={description} maxLines={HERO_DESCRIPTION_MAX_LINES} />}
        {children && <div className="ott-media-hero__actions">{children}</div>}
      </div>
    </section>
  );
}
