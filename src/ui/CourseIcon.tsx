import {
  IconBook,
  IconBookmark,
  IconBriefcase,
  IconBulb,
  IconGavel,
  IconInbox,
  IconScale,
  IconTarget,
  type TablerIcon,
} from '@tabler/icons-react';
import type { CourseIcon as CourseIconName } from '../core/model';

const ICONS: Record<CourseIconName, TablerIcon> = {
  'scale-balance': IconScale,
  gavel: IconGavel,
  'book-open': IconBook,
  briefcase: IconBriefcase,
  lightbulb: IconBulb,
  target: IconTarget,
  bookmark: IconBookmark,
  inbox: IconInbox,
};

export function CourseIcon({ name, size = 20 }: { name: CourseIconName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} aria-hidden stroke={1.8} />;
}
