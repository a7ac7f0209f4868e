/** The top navigation, exactly as the spec lists it (the title links to /dashboard). */
export const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/workflows', label: 'Workflows' },
  { to: '/courses', label: 'Courses' },
  { to: '/rpa', label: 'RPAs' },
  { to: '/flowmap', label: 'Flowmaps' },
  { to: '/weak-spots', label: 'Weak Spots' },
  { to: '/focus-session', label: 'Practice' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/weekly', label: 'Weekly' },
  { to: '/syllabus', label: 'Syllabus' },
] as const;
