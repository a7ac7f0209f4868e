import { Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { expectedWeekOf, todayIso } from '../../core/schedule';
import { PageHeader } from '../../ui';
import { useCourseFromQuery, useCourseSyllabus, weekNumbersOf } from './hooks';

const WEEK_TAB = '/syllabus/week';
const TABS = [
  { value: '/syllabus', label: 'Timeline' },
  { value: WEEK_TAB, label: 'Week View' },
  { value: '/syllabus/upload', label: 'Upload' },
];

const activeTab = (pathname: string) => {
  if (pathname.startsWith('/syllabus/week')) return WEEK_TAB;
  if (pathname.startsWith('/syllabus/upload')) return '/syllabus/upload';
  if (pathname === '/syllabus' || pathname === '/syllabus/') return '/syllabus';
  return null;
};

/** The syllabus area: a tab bar (Timeline, Week View, Upload) over its child screens. */
export function SyllabusLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const course = useCourseFromQuery();
  const { syllabus, readings } = useCourseSyllabus(course?.id);
  // Week View opens the week of the semester we are in (week 1 before it starts, the last week after).
  const weekCount = weekNumbersOf(syllabus, readings).at(-1) ?? 1;
  const currentWeek = expectedWeekOf(syllabus?.semesterStart, todayIso(), weekCount);
  const target = (value: string) => (value === WEEK_TAB ? `${WEEK_TAB}/${currentWeek}` : value);
  return (
    <>
      <PageHeader title="Syllabus" documentTitle={false} />
      <Tabs
        value={activeTab(pathname)}
        onChange={(value) => value && navigate(target(value) + search)}
        mb="md"
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
