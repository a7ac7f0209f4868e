import { z } from 'zod';
import { EntityBase, Id, OptionalText, RequiredText, WeekNumber } from './common';

export const Rpa = EntityBase.extend({
  ruleName: RequiredText(300),
  course: RequiredText(200),
  courseId: Id,
  ruleText: RequiredText(20_000),
  purposeText: OptionalText(20_000),
  applicationNotes: OptionalText(20_000),
  readingIds: z.array(Id).max(500).default([]),
  weekNumber: WeekNumber.optional(),
});
export type Rpa = z.infer<typeof Rpa>;
