import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Rpa } from '../../core/model';
import { formatDay } from '../../core/rpa';
import classes from './RpaCard.module.css';

/**
 * One RPA in the list. Plain elements styled with Mantine's CSS variables (a list can hold hundreds of
 * cards, and Mantine components cost several times more to render), memoised, and skipped by layout
 * and paint while off screen.
 */
export const RpaCard = memo(function RpaCard({
  rpa,
  readingTitles,
}: {
  rpa: Rpa;
  /** Titles of the readings the RPA links to (by id), for the links under the card. */
  readingTitles?: ReadonlyMap<string, string>;
}) {
  const readings = rpa.readingIds.flatMap((id) => {
    const title = readingTitles?.get(id);
    return title ? [{ id, title }] : [];
  });
  return (
    <div className={classes.cell}>
      <RpaCardLink rpa={rpa} />
      {readings.length > 0 && (
        <p className={classes.readings}>
          <span className={classes.label}>Readings: </span>
          {readings.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ', '}
              <Link to={`/syllabus/reading/${r.id}`}>{r.title}</Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
});

function RpaCardLink({ rpa }: { rpa: Rpa }) {
  return (
    <Link to={`/rpa/${rpa.id}`} className={classes.card} data-testid="rpa-card">
      <div className={classes.head}>
        <h4 className={classes.title}>{rpa.ruleName}</h4>
        {rpa.weekNumber !== undefined && <span className={classes.badge}>Week {rpa.weekNumber}</span>}
      </div>
      <p className={classes.course}>{rpa.course}</p>
      <p className={`${classes.text} ${classes.rule}`} data-testid="rpa-rule">
        {rpa.ruleText}
      </p>
      {rpa.purposeText && (
        <p className={`${classes.text} ${classes.two}`} data-testid="rpa-purpose">
          <span className={classes.label}>Purpose: </span>
          {rpa.purposeText}
        </p>
      )}
      {rpa.applicationNotes && (
        <p className={`${classes.text} ${classes.two}`}>
          <span className={classes.label}>Application: </span>
          {rpa.applicationNotes}
        </p>
      )}
      <p className={classes.updated}>Updated {formatDay(rpa.updatedAt)}</p>
    </Link>
  );
}
