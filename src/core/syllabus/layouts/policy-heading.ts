/** Policy section: a heading such as "Grading" or "Office hours" ends the schedule region. */
import { isPolicyHeading } from '../columns';
import { leadingDate } from '../dates';
import { isNotAssignedListHeading } from '../not-assigned-heading';
import type { Layout } from './context';
import { HEADING } from './line-shape';
import { isWeekSubheading } from './week-subheading';

export const policyHeading: Layout = {
  name: 'policy heading',
  shape: { has: HEADING },
  read(l, ctx) {
    if (!l.heading || leadingDate(l.text)) return null;
    if (!isPolicyHeading(l.text) && !isNotAssignedListHeading(l.text)) return null;
    // `### Description` under `## Week 2`: a part of the week, not a policy section (week-subheading.ts).
    if (isWeekSubheading(l, ctx)) return null;
    // Nothing under it belongs to a session.
    ctx.current = null;
    ctx.columns = null;
    return 'policy heading';
  },
};
