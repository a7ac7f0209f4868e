import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { WeakSpot } from '../../core/model';
import { formatDay } from '../../core/rpa';
import { PRIORITY_LABELS, STATUS_LABELS } from '../../core/weakSpots';
import { PRIORITY_COLORS, STATUS_COLORS } from './badges';
import classes from './WeakSpotCard.module.css';

const light = (color: string) => ({
  background: `var(--mantine-color-${color}-light)`,
  color: `var(--mantine-color-${color}-light-color)`,
});
/** Coloured border, body-coloured text: orange or yellow text on white would be under 4.5:1. */
const outline = (color: string) => ({
  borderColor: `var(--mantine-color-${color}-outline)`,
  color: 'var(--mantine-color-text)',
});

/** One weak spot in the list: plain elements with Mantine's CSS variables (cheap in long lists), memoised. */
export const WeakSpotCard = memo(function WeakSpotCard({
  spot,
  courseName,
}: {
  spot: WeakSpot;
  courseName: string | undefined;
}) {
  return (
    <Link to={`/weak-spots/${spot.id}`} className={classes.card} data-testid="weak-spot-card">
      <h4 className={classes.title}>{spot.title}</h4>
      <div className={classes.badges}>
        <span className={classes.badge} style={light(STATUS_COLORS[spot.status])} data-testid="status-badge">
          {STATUS_LABELS[spot.status]}
        </span>
        <span
          className={classes.badge}
          style={outline(PRIORITY_COLORS[spot.priority])}
          data-testid="priority-badge"
        >
          {PRIORITY_LABELS[spot.priority]} priority
        </span>
        {spot.weekNumber !== undefined && (
          <span className={classes.badge} style={light('gray')}>
            Week {spot.weekNumber}
          </span>
        )}
      </div>
      {courseName && <p className={classes.course}>{courseName}</p>}
      <p className={classes.description}>{spot.description}</p>
      {spot.tags.length > 0 && (
        <div className={classes.tags}>
          {spot.tags.map((tag) => (
            <span key={tag} className={classes.tag}>
              {tag}
            </span>
          ))}
        </div>
      )}
      <p className={classes.meta}>
        Seen {spot.occurrences === 1 ? 'once' : `${spot.occurrences} times`} · Updated{' '}
        {formatDay(spot.updatedAt)}
      </p>
    </Link>
  );
});
