import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { registerPrefetch } from '../ui/prefetch';
import { whenQuiet } from '../ui/quietWork';
import { NotFound } from './NotFound';
import { preloadedScreen } from './preloadedScreen';

type Module = Record<string, unknown>;

/** A screen loaded lazily, one chunk per feature. */
const screen = (load: () => Promise<Module>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] as ComponentType }),
});

const dashboard = () => import('../features/dashboard');
// The first screen: rendered in the click's own render once its code is here (preloadedScreen).
const dashboardScreen = preloadedScreen(dashboard, 'DashboardPage');
const workflows = () => import('../features/workflows');
const courses = () => import('../features/courses');
const rpa = () => import('../features/rpa');
const flowmaps = () => import('../features/flowmaps');
const weakSpots = () => import('../features/weak-spots');
const focus = () => import('../features/focus');
const analytics = () => import('../features/analytics');
const weekly = () => import('../features/weekly');
const syllabus = () => import('../features/syllabus');
const recommendations = () => import('../features/recommendations');
const settings = () => import('../features/settings');
const reader = () => import('../features/reader');
// A reading's page loads the reader's code while idle, before the student clicks Read.
registerPrefetch('reader', reader);

/**
 * Screens whose code is fetched once the started app is idle, so their first click does not wait for it:
 * the dashboard (the first screen, also when the app opened elsewhere) and analytics (its charts library is
 * the largest of these chunks; it stays out of the first paint).
 */
const PREFETCHED = [dashboardScreen.preload, analytics];

/**
 * Loads the PREFETCHED screens' chunks once the page is quiet (whenQuiet: after the first screen's own warm-ups,
 * never while a followed link's screen is being drawn: evaluating the charts library's chunk on the main thread
 * took the CPU from a card clicked the moment the flowmap list showed). Offline without them cached, the route
 * loads them (or says why) when opened.
 */
export const prefetchScreens = () =>
  whenQuiet(() => {
    for (const load of PREFETCHED) load().catch(() => {});
  });

/** Every route of SPEC section 2 (plus the course edit screen and settings), under the shell. */
export const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  { path: 'dashboard', ...dashboardScreen.route },
  { path: 'recommendations', ...screen(recommendations, 'RecommendationsPage') },
  { path: 'workflows', ...screen(workflows, 'WorkflowsHub') },
  { path: 'workflows/reading-prep', ...screen(workflows, 'ReadingPrepPage') },
  { path: 'workflows/active-reading', ...screen(workflows, 'ActiveReadingPage') },
  { path: 'workflows/post-reading', ...screen(workflows, 'PostReadingPage') },
  { path: 'workflows/weekly-review', ...screen(workflows, 'WeeklyReviewPage') },
  { path: 'workflows/exam-prep', ...screen(workflows, 'ExamPrepPage') },
  { path: 'courses', ...screen(courses, 'CoursesPage') },
  { path: 'courses/new', ...screen(courses, 'CourseCreatePage') },
  { path: 'courses/:id/edit', ...screen(courses, 'CourseEditPage') },
  { path: 'rpa', ...screen(rpa, 'RpaListPage') },
  { path: 'rpa/new', ...screen(rpa, 'RpaCreatePage') },
  { path: 'rpa/create', ...screen(rpa, 'RpaCreatePage') },
  { path: 'rpa/:id', ...screen(rpa, 'RpaDetailPage') },
  { path: 'flowmap', ...screen(flowmaps, 'FlowmapListPage') },
  { path: 'flowmap/new', ...screen(flowmaps, 'FlowmapCreatePage') },
  { path: 'flowmap/create', ...screen(flowmaps, 'FlowmapCreatePage') },
  { path: 'flowmap/:id', ...screen(flowmaps, 'FlowmapDetailPage') },
  { path: 'weak-spots', ...screen(weakSpots, 'WeakSpotDashboardPage') },
  { path: 'weak-spots/list', ...screen(weakSpots, 'WeakSpotListPage') },
  { path: 'weak-spots/new', ...screen(weakSpots, 'WeakSpotCreatePage') },
  { path: 'weak-spots/:id', ...screen(weakSpots, 'WeakSpotDetailPage') },
  { path: 'weak-spot/:id', ...screen(weakSpots, 'WeakSpotDetailPage') },
  { path: 'focus-session', ...screen(focus, 'FocusSessionPage') },
  { path: 'focus-session/history', ...screen(focus, 'FocusHistoryPage') },
  { path: 'analytics', ...screen(analytics, 'AnalyticsPage') },
  { path: 'weekly', ...screen(weekly, 'WeeklyBoardPage') },
  {
    path: 'syllabus',
    ...screen(syllabus, 'SyllabusLayout'),
    children: [
      { index: true, ...screen(syllabus, 'TimelinePage') },
      { path: 'week/:weekNumber', ...screen(syllabus, 'WeekViewPage') },
      { path: 'upload', ...screen(syllabus, 'UploadPage') },
      { path: 'review', ...screen(syllabus, 'ReviewPage') },
      { path: 'reading/:id', ...screen(syllabus, 'ReadingPage') },
    ],
  },
  { path: 'syllabus/reading/:id/read', ...screen(reader, 'ReaderPage') },
  { path: 'settings', ...screen(settings, 'SettingsPage') },
  { path: '*', element: <NotFound /> },
];
