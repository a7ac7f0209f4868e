import { Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../ui';

const TABS = [
  { value: '/syllabus', label: 'Timeline' },
  { value: '/syllabus/week/1', label: 'Week View' },
  { value: '/syllabus/upload', label: 'Upload' },
];

const activeTab = (pathname: string) => {
  if (pathname.startsWith('/syllabus/week')) return '/syllabus/week/1';
  if (pathname.startsWith('/syllabus/upload')) return '/syllabus/upload';
  if (pathname === '/syllabus' || pathname === '/syllabus/') return '/syllabus';
  return null;
};

/** The syllabus area: a tab bar (Timeline, Week View, Upload) over its child screens. */
export function SyllabusLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Syllabus" documentTitle={false} />
      <Tabs value={activeTab(pathname)} onChange={(value) => value && navigate(value + search)} mb="md">
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
