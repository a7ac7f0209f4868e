/**
 * A numbered list of instructions under a class (`Assignment` / `1. Read the Constitution.` /
 * `2. Compare your outline with the following.` / `3. Read the article on Marbury v. Madison`): an
 * item that opens with a reading verb is something to read for that class, never a unit's title,
 * so the numbered-topic layout (which takes a numbered line of a dated or weekly schedule for a unit
 * heading) does not get it. The item's text goes to the classifier as a list item; the other items
 * of the list (`2. Compare …`) are left to the layouts after this one.
 */
import type { Layout } from './context';
import { NUMBERED } from './numbered-topic';

const READ_ITEM = /^(?:read|re-?read|skim|study)\s/i;
/** `… and brief them in the IRAC format`: a task on what was just named, not part of its title. */
const TASK_ON_IT = /\s+and\s+[a-z]+\s+(?:them|it)\b/;
/** `Read the following cases`: a list the flattened page lost (its links), named by the class topic. */
const FOLLOWING = /^(?:read|re-?read|skim|study)\s+(the\s+following\s+[a-z]+(?:\s+[a-z]+)?)[.:]?$/i;
/** Headings that label a part of a class, not its topic. */
const PART_LABEL = /^(?:assignments?|readings?|homework|discussion|questions|notes|tasks?)$/i;

/** The item's reading: a task clause on it cut off, a lost list titled by the class's topic. */
export function instructionReading(text: string, topics: readonly string[]): string {
  const first = /[.!?](?:\s|$)/.exec(text);
  let item = first ? text.slice(0, first.index) : text;
  const task = TASK_ON_IT.exec(item);
  if (task) item = item.slice(0, task.index);
  const following = FOLLOWING.exec(item);
  const topic = [...topics].reverse().find((t) => !PART_LABEL.test(t));
  if (following && topic) return `${topic}: ${following[1]}`;
  if (!task) return text;
  return first ? `${item}${text.slice(first.index)}` : item;
}

export const numberedInstruction: Layout = {
  name: 'numbered instruction',
  read(l, ctx) {
    if (!ctx.current || ctx.numberedTopics || ctx.parenSessions || l.bullet || l.heading || l.cells)
      return null;
    const m = NUMBERED.exec(l.text);
    if (!m) return null;
    const text = l.text.slice(m[0].length);
    if (!READ_ITEM.test(text)) return null;
    const reading = instructionReading(text, ctx.current.topics);
    // Titled by the topic, the read verb is gone: it said what the item is, as a label does.
    ctx.addReadings(reading, l, READ_ITEM.test(reading) ? 'bullet' : 'label');
    return 'bullet';
  },
};
