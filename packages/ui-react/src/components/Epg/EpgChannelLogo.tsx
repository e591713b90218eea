import type { EpgChannel } from '@ott/common';

export interface EpgChannelLogoProps {
  channel: EpgChannel;
  selected: boolean;
  onSelect: () => void;
}

/** A channel's logo at the start of its row (its title when it has no logo); choosing it watches the channel live. */
export function EpgChannelLogo({ channel, selected, onSelect }: EpgChannelLogoProps) {
  return (
    <button
      type="button"
      className={`ott-epg__channel${selected ? ' ott-epg__channel--selected' : ''}`}
      aria-pressed={selected}
      onClick={onSelect}
    >
      {channel.channelLogoImage ? (
        <img className="ott-epg__channel-logo" src={channel.channelLogoImage} alt={channel.title} loading="lazy" />
      ) : (
        <span className="ott-epg__channel-title">{channel.title}</span>
      )}
    </button>
  );
}
