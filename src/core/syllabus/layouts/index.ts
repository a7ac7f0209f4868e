/**
 * Pass (a): the layouts, in the order a line is offered to them. The first whose shape the line
 * has reads it; the last (prose) takes whatever is left. To add a layout, write a module that
 * implements `Layout` (context.ts), give it unit tests on a small made-up example
 * (layouts/*.test.ts), and put it here before the layouts it must win over.
 */
import { readingGroup } from './reading-group';
import { assignmentForClass } from './assignment-for-class';
import { assignmentLead } from './assignment-lead';
import { bibliographyHeading } from './bibliography-heading';
import { bulletItem } from './bullet-item';
import { classHeading } from './class-heading';
import { classListWeek } from './class-list-week';
import { datedClassBullet } from './dated-class-bullet';
import { readingNumber } from './reading-number';
import { classMarker } from './class-marker';
import { nextClassHomework } from './next-class-homework';
import { countedItem } from './counted-item';
import type { Layout } from './context';
import { datedHeading } from './dated-heading';
import { topicDashDate } from './topic-dash-date';
import { datedPipeRow } from './dated-pipe-row';
import { dueHeading } from './due-heading';
import { fieldLabel } from './field-label';
import { taskLabel } from './task-label';
import { dayNumberHeading } from './day-number-heading';
import { fixedWidthTable } from './fixed-width-table';
import { labelRow } from './label-row';
import { numberedDate } from './numbered-date';
import { spacedDayNumber } from './spaced-day-number';
import { numberedInstruction } from './numbered-instruction';
import { numberedSession } from './numbered-session';
import { numberedTopic } from './numbered-topic';
import { numberedWork } from './numbered-work';
import { sectionDays } from './section-days';
import { updatePost } from './update-post';
import { weekdayDayHeading, weekdayDayList } from './weekday-day-heading';
import { weekdayInRange } from './weekday-in-range';
import { weekdayClass } from './weekday-class';
import { dueDateHeading } from './due-date-heading';
import { homeworkDueLabel } from './homework-due-label';
import { outlineHeading } from './outline-heading';
import { pageList } from './page-list';
import { partHeading } from './part-heading';
import { pipeTable } from './pipe-table';
import { postDate } from './post-date';
import { policyHeading } from './policy-heading';
import { notesPage } from './notes-page';
import { postLinks } from './post-links';
import { proseLine } from './prose-line';
import { spanHeading } from './span-heading';
import { unitHeading } from './unit-heading';
import { chapterUnits } from './chapter-units';
import { weekBullet } from './week-bullet';
import { weekHeading } from './week-heading';
import { weekdayTable } from './weekday-table';
import { workParts } from './work-parts';
import { assignedListItem } from './assigned-list-item';

export type { Layout, LayoutContext } from './context';
export { newSession, type Session } from './session';

export const LAYOUTS: readonly Layout[] = [
  nextClassHomework,
  homeworkDueLabel,
  policyHeading,
  bibliographyHeading,
  pipeTable,
  weekdayTable,
  fixedWidthTable,
  classMarker,
  weekHeading,
  weekBullet,
  unitHeading,
  chapterUnits,
  spanHeading,
  datedPipeRow,
  sectionDays,
  updatePost,
  postDate,
  dueHeading,
  dueDateHeading,
  assignmentLead,
  numberedDate,
  datedHeading,
  assignedListItem,
  topicDashDate,
  assignmentForClass,
  readingNumber,
  classListWeek,
  classHeading,
  datedClassBullet,
  weekdayDayHeading,
  weekdayDayList,
  weekdayInRange,
  weekdayClass,
  dayNumberHeading,
  spacedDayNumber,
  numberedSession,
  countedItem,
  outlineHeading,
  numberedInstruction,
  numberedWork,
  numberedTopic,
  pageList,
  workParts,
  readingGroup,
  fieldLabel,
  taskLabel,
  bulletItem,
  labelRow,
  partHeading,
  postLinks,
  notesPage,
  proseLine,
];
