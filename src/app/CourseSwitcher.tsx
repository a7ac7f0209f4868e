import { Select } from '@mantine/core';
import { courseLabel, visibleCourses } from '../core/courses';
import { useCourses, useSetting, useStore } from '../data/react';

const NONE = '__none__';

/** 'Currently viewing': every course as 'name (code) • semester', plus 'No course selected'. */
export function CourseSwitcher() {
  const store = useStore();
  const { courses, current } = useCourses();
  const excludeArchived = useSetting(store.settings.excludeArchived);
  const listed = visibleCourses(courses, excludeArchived);
  if (current && !listed.includes(current)) listed.unshift(current);
  const data = [
    { value: NONE, label: 'No course selected' },
    ...listed.map((c) => ({ value: c.id, label: courseLabel(c) })),
  ];
  return (
    <Select
      label="Currently viewing"
      data={data}
      value={current?.id ?? NONE}
      onChange={(value) => void store.courses.setActive(!value || value === NONE ? null : value)}
      allowDeselect={false}
      size="sm"
      style={{ flex: 1, minWidth: 0, maxWidth: 360 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
