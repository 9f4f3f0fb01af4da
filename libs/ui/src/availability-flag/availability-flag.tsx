import { useState } from 'react';
import { availabilityLevel, availabilityText, chanceOfPlaying, type AvailabilitySource } from '@draftroom/domain';
import { Tooltip } from '../tooltip';
import './availability-flag.css';

export interface AvailabilityFlagProps {
  player: AvailabilitySource;
  /**
   * False inside something that is already a button (a pick row, a pitch slot): the badge is
   * then plain text, its news in the hover title and in the button's accessible name.
   */
  interactive?: boolean;
}

/**
 * The game's flag beside a player's name wherever his xPts show: his chance of playing in a
 * coloured badge, the news on hover or keyboard focus (a tooltip) and on tap (shown under it).
 * Nothing for an available player.
 */
export function AvailabilityFlag({ player, interactive = true }: AvailabilityFlagProps) {
  const [open, setOpen] = useState(false);
  const level = availabilityLevel(player);
  if (!level) return null;
  const text = availabilityText(player);
  if (!interactive) {
    return (
      <span className={`dr-flag dr-flag--${level}`} title={text}>
        <span aria-hidden="true">{chanceOfPlaying(player)}%</span>
        <span className="dr-visually-hidden">{text}</span>
      </span>
    );
  }
  return (
    <span className="dr-flag-wrap">
      <Tooltip content={text}>
        <button
          type="button"
          className={`dr-flag dr-flag--${level}`}
          aria-label={text}
          aria-expanded={open}
          onClick={(e) => {
            // Inside a clickable row the tap is for the flag, not the row.
            e.stopPropagation();
            setOpen((v) => !v);
          }}
        >
          {chanceOfPlaying(player)}%
        </button>
      </Tooltip>
      {open && <span className="dr-flag__news">{text}</span>}
    </span>
  );
}
