import { mediaHeadMetadata, mediaUrl, type MediaItem } from '@ott/common';
import { Markdown } from '../../components/Markdown/Markdown';
import { ShareButton } from '../../components/ShareButton/ShareButton';
import { useConfig } from '../../hooks/useApp';
import { useBackgroundArt } from '../../components/MediaHero/useBackgroundArt';
import { useHeadMetadata } from '../../hooks/useHeadMetadata';

/** A text page (`contentType: page`): its title and markdown body (the description when it has none). */
export function PageScreen({ item }: { item: MediaItem }) {
  const { siteName } = useConfig();
  const canonical = `${window.location.origin}${mediaUrl({ id: item.mediaid, title: item.title })}`;
  const banner = useBackgroundArt(item.backgroundImage);
  useHeadMetadata(mediaHeadMetadata(item, { url: canonical, siteName }, 'article'));
  const body = item.markdown || item.description;
  return (
    <article className="ott-screen ott-page-screen">
      {banner.src && (
        <div className="ott-page-screen__banner" aria-hidden="true">
          <img src={banner.src} alt="" onError={banner.onError} />
        </div>
      )}
      <h1 className="ott-page-screen__title">{item.title}</h1>
      {body && <Markdown markdown={body} className="ott-page-screen__body" />}
      <div className="ott-page-screen__actions">
        <ShareButton title={item.title} text={item.description ?? undefined} url={canonical} />
      </div>
    </article>
  );
}
