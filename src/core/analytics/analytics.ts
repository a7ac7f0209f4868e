/** All the analytics panels for one scope, computed together (the screen and the relay call this). */
import { type ActivityDay, activityDays } from './activity';
import { type Compression, compression } from './compression';
import { coverage } from './coverage';
import { type ForecastWeek, workloadForecast } from './forecast';
import { type Fluency, fluency } from './fluency';
import type { AnalyticsInput } from './scope';
import { type WeakSpotPanel, weakSpotPanel } from './weakSpots';
import type { CoverageResponse } from '../model';

export interface Analytics {
  coverage: CoverageResponse;
  fluency: Fluency;
  weakSpots: WeakSpotPanel;
  compression: Compression;
  activity: ActivityDay[];
  forecast: ForecastWeek[];
}

export function computeAnalytics(input: AnalyticsInput): Analytics {
  const cov = coverage(input.plans);
  const flu = fluency(input.sessions, input.today);
  return {
    coverage: cov,
    fluency: flu,
    weakSpots: weakSpotPanel(input.weakSpots, input.now, input.today),
    compression: compression({
      coveragePercent: cov.coveragePercent,
      coherenceScore: flu.coherenceScore,
      weakSpots: input.weakSpots,
      plans: input.plans,
      today: input.today,
    }),
    activity: activityDays(input, input.today),
    forecast: workloadForecast(input.plans, input.today),
  };
}
