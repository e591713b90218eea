import {
  channelUrl,
  getProgrammeState,
  guideSizes,
  matchRoute,
  parseIsoDate,
  programmeUrl,
  resolveGuideSelection,
  startFromBeginningUrl,
  type EpgChannel,
  type EpgProgram,
  type GuideParams,
} from '@ott/common';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Epg } from '../../components/Epg/Epg';
import { ErrorPage } from '../../components/ErrorPage/ErrorPage';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppStore } from '../../hooks/useAppStore';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useEpg } from '../../hooks/useEpg';
import { useNow } from '../../hooks/useNow';
import { LiveStage } from './LiveStage';
import { ProgrammeDetails } from './ProgrammeDetails';
import { useLiveChannels } from './useLiveChannels';
import '@ott/ui-react/styles/live-guide.css';

const NO_PARAMS: GuideParams = { beginning: false };

/** Selecting a programme brings the player back into view (spec 000 "Live guide"). */
function scrollPageToTop(): void {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Live guide (`/tv`, spec 000 §2 "Live guide", §4 programme state): the selected channel's player
 * (live, or the selected programme from its start within catch-up; the paywall for a viewer the
 * access rule does not let play it, see LiveStage), the programme's details, then
 * the guide of today. The URL holds the selection (`channel`, `start`, `end`, `beginning=1`); the
 * clock ticks every 5 s so states, the LIVE tag and the now marker follow the time.
 */
export default function LiveGuide() {
  const { t } = useTranslation('epg');
  const { t: tError } = useTranslation('error');
  useDocumentTitle(t('title'));
  const now = useNow();
  const sizes = guideSizes(useBreakpoint());
  const language = useAppStore('site', (state) => state.language);
  const location = useLocation();
  const navigate = useNavigate();
  const route = matchRoute(location.pathname, location.search);
  const params = route.name === 'liveGuide' ? route.params : NO_PARAMS;

  const live = useLiveChannels();
  const epg = useEpg(live.data?.channels);

  const heading = <h1 className="ott-visually-hidden">{t('title')}</h1>;
  const frame = (content: ReactNode) => (
    <section className="ott-screen ott-live-guide">
      {heading}
      {content}
    </section>
  );

  if (live.error || epg.error) return frame(<ErrorPage headingLevel={2} title={tError('generic.title')} description={tError('generic.description')} />);
  if (live.isPending) return frame(<LoadingIndicator />);
  if (!live.data || live.data.channels.length === 0) {
    return frame(<ErrorPage headingLevel={2} title={t('no_channels_title')} description={t('no_channels_description')} />);
  }
  if (epg.isPending) return frame(<LoadingIndicator />);

  const channels = epg.data;
  const selection = resolveGuideSelection(channels, params, now);
  const { channel, programme, playback } = selection;
  if (!channel) return frame(<ErrorPage headingLevel={2} title={t('no_channels_title')} description={t('no_channels_description')} />);
  const channelItem = live.data.channels.find((item) => item.mediaid === channel.id);

  const go = (url: string) => {
    navigate(url);
    scrollPageToTop();
  };
  const selectProgramme = (target: EpgChannel, chosen: EpgProgram) => {
    go(programmeUrl(target, chosen, getProgrammeState(chosen, now, target.catchupHours)));
  };

  return frame(
    <>
      <div className="ott-live-guide__stage">
        <div className="ott-live-guide__player">
          {channelItem && (
            <LiveStage
              key={`${channel.id}|${playback.liveStartTime ?? 'live'}`}
              item={channelItem}
              feedId={live.data.playlist.feedid}
              autoplay={params.channel !== undefined}
              playback={playback}
            />
          )}
        </div>
        <ProgrammeDetails
          selection={{ ...selection, channel }}
          language={language}
          onStartFromBeginning={() => programme && go(startFromBeginningUrl(channel, programme))}
          onWatchLive={() => go(channelUrl(channel))}
        />
      </div>
      <Epg
        channels={channels}
        now={now}
        sizes={sizes}
        selectedChannelId={channel.id}
        selectedStart={programme ? parseIsoDate(programme.startTime)?.getTime() : undefined}
        onSelectProgramme={selectProgramme}
        onSelectChannel={(target) => go(channelUrl(target))}
      />
    </>,
  );
}
