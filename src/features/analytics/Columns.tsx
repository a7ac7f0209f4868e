import { Progress } from '@mantine/core';
import classes from './Columns.module.css';
import type { ChartSeries } from './Panel';

/** A series of a column chart: its own scale (`max` fills a bar) and how its values are written. */
export interface ColumnSeries extends ChartSeries {
  /** The part name of its bars (`data-part`). */
  part: string;
  max: number;
  format: (value: number) => string;
}

/** A column (a week): its label and one value per series, null when there is nothing to measure. */
export interface Column {
  label: string;
  values: readonly (number | null)[];
}

/**
 * A column chart of a few weeks: per column one vertical bar per series (Mantine's Progress: the track is the
 * series' scale, from 0 to its `max`), its value written above the bar and the column's label below. Drawn
 * with Mantine instead of recharts: a recharts chart costs a store and ~300-400 component renders in three
 * passes however small its data (docs/analytics.md, "Rendering cost, round 3").
 */
export function Columns({
  columns,
  series,
  height,
}: {
  columns: readonly Column[];
  series: readonly ColumnSeries[];
  height: number;
}) {
  return (
    <div
      className={classes.columns}
      style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
    >
      {columns.map((c) => (
        <div key={c.label} className={classes.column} data-column={c.label}>
          <div className={classes.bars} style={{ height }}>
            {series.map((s, i) => {
              const value = c.values[i] ?? null;
              return (
                <div key={s.name} className={classes.bar}>
                  <span className={classes.value}>{value === null ? '–' : s.format(value)}</span>
                  <Progress.Root
                    orientation="vertical"
                    size={12}
                    transitionDuration={0}
                    className={classes.track}
                  >
                    <Progress.Section
                      value={value !== null && s.max > 0 ? (100 * value) / s.max : 0}
                      color={s.color}
                      withAria={false}
                      data-part={s.part}
                    />
                  </Progress.Root>
                </div>
              );
            })}
          </div>
          <span className={classes.label}>{c.label}</span>
        </div>
      ))}
    </div>
  );
}
