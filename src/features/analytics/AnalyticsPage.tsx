import '@mantine/charts/styles.css';
import { Button, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  activityDays,
  compression,
  coverage,
  fluency,
  scopeInput,
  weakSpotPanel,
  workloadForecast,
} from '../../core/analytics';
import type { PlanView } from '../../data/plan';
import { usePlan } from '../../data/react/plan';
import { EmptyState, PageHeader } from '../../ui';
import { ActivityPanel } from './ActivityPanel';
import { CompressionPanel } from './CompressionPanel';
import { CoveragePanel } from './CoveragePanel';
import { ExamsPanel } from './ExamsPanel';
import { FluencyPanel } from './FluencyPanel';
import { ForecastPanel } from './ForecastPanel';
import { attempt } from './Panel';
import { WeakSpotsPanel } from './WeakSpotsPanel';

/**
 * Every panel of a plan view, each computed on its own so one failure shows only its error. Kept per view
 * (the plan service gives the same view until the data, the scope or the minute changes), so the screen's
 * copy drawn ahead of the first open (src/app/ScreenWarmup.tsx) has already computed what the open shows.
 */
const computed = new WeakMap<PlanView, ReturnType<typeof computePanels>>();
function panelsOf(view: PlanView) {
  const known = computed.get(view);
  if (known) return known;
  const panels = computePanels(view);
  computed.set(view, panels);
  return panels;
}

function computePanels(view: PlanView) {
  const input = scopeInput({
    plans: view.plans,
    rpas: view.entities.rpas,
    weakSpots: view.entities.weakSpots,
    sessions: view.sessions,
    courseId: view.courseId,
    now: view.now,
    today: view.today,
  });
  const cov = attempt(() => coverage(input.plans), 'Failed to load coverage stats');
  const flu = attempt(() => fluency(input.sessions, input.today), 'Failed to load fluency metrics');
  const spots = attempt(
    () => weakSpotPanel(input.weakSpots, input.now, input.today),
    'Failed to load weak spot stats',
  );
  const comp = attempt(() => {
    if (!cov.ok || !flu.ok) throw new Error('a part is missing');
    return compression({
      coveragePercent: cov.value.coveragePercent,
      coherenceScore: flu.value.coherenceScore,
      weakSpots: input.weakSpots,
      plans: input.plans,
      today: input.today,
    });
  }, 'Failed to load compression readiness');
  const nothingToMeasure =
    cov.ok && flu.ok && cov.value.byCourse.every((b) => b.total === 0) && flu.value.assessed === 0;
  return {
    coverage: cov,
    fluency: flu,
    weakSpots: spots,
    compression: comp,
    nothingToMeasure,
    activity: attempt(() => activityDays(input, input.today), 'Failed to load study activity'),
    forecast: attempt(() => workloadForecast(input.plans, input.today), 'Failed to load workload forecast'),
  };
}

/** The panels of the plan's live view. */
function useAnalytics() {
  const { view, current } = usePlan();
  const panels = useMemo(() => panelsOf(view), [view]);
  return { panels, current, view, hasCourses: view.plans.length > 0 };
}

export function AnalyticsPage() {
  const { panels, current, view, hasCourses } = useAnalytics();
  const subtitle = current
    ? `${current.name}: whether you are keeping up and how ready you are for the exam.`
    : 'All your courses: whether you are keeping up and how ready you are for the exam.';
  if (!hasCourses)
    return (
      <>
        <PageHeader title="Analytics" subtitle="Coverage, fluency, weak spots and compression." />
        <EmptyState
          title="No courses yet"
          action={
            <Button component={Link} to="/courses/new">
              Create a course
            </Button>
          }
        >
          Analytics measure your courses: create one and import its syllabus to see where you stand.
        </EmptyState>
      </>
    );
  return (
    <>
      <PageHeader title="Analytics" course={current?.name} subtitle={subtitle} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CoveragePanel outcome={panels.coverage} />
        <FluencyPanel outcome={panels.fluency} />
        <WeakSpotsPanel outcome={panels.weakSpots} />
        <CompressionPanel outcome={panels.compression} empty={panels.nothingToMeasure} />
        <ActivityPanel outcome={panels.activity} />
        <ForecastPanel outcome={panels.forecast} />
        <ExamsPanel view={view} />
      </SimpleGrid>
    </>
  );
}
