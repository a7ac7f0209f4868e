import '@mantine/charts/styles.css';
import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type AnalyticsPanels, analyticsPanels } from '../../core/analytics';
import type { PlanView } from '../../data/plan';
import { usePlan } from '../../data/react/plan';
import { EmptyState, PageHeader } from '../../ui';
import { ActivityPanel } from './ActivityPanel';
import { CompressionPanel } from './CompressionPanel';
import { CoveragePanel } from './CoveragePanel';
import { ExamsPanel } from './ExamsPanel';
import { FluencyPanel } from './FluencyPanel';
import { ForecastPanel } from './ForecastPanel';
import { WeakSpotsPanel } from './WeakSpotsPanel';

/**
 * The panels of a plan view (core's analyticsPanels), kept per view: the plan service gives the same view
 * until the data, the scope or the minute changes, so the screen's copy drawn ahead of the first open
 * (src/app/ScreenWarmup.tsx) has already computed what the open shows, and a re-render computes nothing.
 */
const computed = new WeakMap<PlanView, AnalyticsPanels>();
function panelsOf(view: PlanView): AnalyticsPanels {
  const known = computed.get(view);
  if (known) return known;
  const panels = analyticsPanels(view, (message, error) => console.error(message, error));
  computed.set(view, panels);
  return panels;
}

/** The panels of the plan's live view. */
function useAnalytics() {
  const { view, current } = usePlan();
  const panels = panelsOf(view);
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
        <ExamsPanel outcome={panels.exams} view={view} />
      </SimpleGrid>
    </>
  );
}
