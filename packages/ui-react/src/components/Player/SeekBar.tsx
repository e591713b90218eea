import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { seekTargetForKey } from './seekKeys';

export interface SeekBarProps {
  label: string;
  /** The seekable range in seconds. */
  start: number;
  end: number;
  value: number;
  /** What a screen reader says for the value ("1:05 of 4:00"). */
  valueText: string;
  onSeek: (seconds: number) => void;
}

/**
 * The seek bar: a WAI-ARIA slider. Arrows move 5 s, Page Up/Down 60 s, Home/End to the ends;
 * a click or a drag seeks to the pointer.
 */
export function SeekBar({ label, start, end, value, valueText, onSeek }: SeekBarProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const length = end - start;
  const fraction = length > 0 ? Math.min(1, Math.max(0, (value - start) / length)) : 0;

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0 || length <= 0) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    onSeek(start + ratio * length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = seekTargetForKey(event.key, value, { start, end });
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onSeek(target);
  };

  return (
    <div
      className="ott-player__seek"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={Math.floor(start)}
      aria-valuemax={Math.max(Math.floor(start), Math.floor(end))}
      aria-valuenow={Math.min(Math.max(Math.floor(value), Math.floor(start)), Math.max(Math.floor(start), Math.floor(end)))}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seekToPointer(event);
      }}
    >
      <div className="ott-player__seek-track" ref={trackRef}>
        <div className="ott-player__seek-fill" style={{ width: `${fraction * 100}%` }} />
        <div className="ott-player__seek-thumb" style={{ left: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
