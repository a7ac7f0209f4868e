/**
 * A class block written as labelled field lines (`Topic: …`, `Homework: Read …`) is read by its
 * labels, not by the words after them. A topic field (`Topic:`, `Subjects:`, `In class:`) is the
 * session's topic, never a reading, whatever it names ("Refresher on the U.S. Constitution"). A task
 * field (`Homework:`, `Assignment:`, `To do:`) that tells the student to read gives its reading: the
 * label's own word (homework) is no exclusion of what it asks to read. A task field that asks for
 * anything else is left to the other layouts (homework is skipped there).
 */
import { isNoClass } from '../signals';
import type { Layout } from './context';

const TOPIC_FIELD = /^(?:topics?|subjects?|themes?|focus|in class|class topics?|lecture topics?)\s*:\s*/i;
const TASK_FIELD =
  /^(?:homework|hw|assignments?|to do|before class|for next class|preparation|prepare)\s*:\s*/i;
/** "Read …", "Please read …", "Re-read …", "Skim …": the field asks for reading. */
const READ_ASK = /^(?:please\s+)?(?:read|re-?read|skim|study|review)\b/i;

/** The reading a task field asks for ("Read the case X v. Y"), or null. */
export function askedReading(text: string): string | null {
  const label = TASK_FIELD.exec(text);
  if (!label) return null;
  const rest = text.slice(label[0].length);
  return READ_ASK.test(rest) ? rest.replace(/^please\s+/i, '').replace(/^\w/, (c) => c.toUpperCase()) : null;
}

export const fieldLabel: Layout = {
  name: 'field label',
  read(l, ctx) {
    const s = ctx.current;
    if (!s || l.heading || l.bullet || l.cells || !l.text) return null;
    const topic = TOPIC_FIELD.exec(l.text);
    if (topic) {
      const rest = l.text.slice(topic[0].length).trim();
      if (rest) s.topics.push(rest);
      // "Topic: Break": the session holds no class (as a prose line saying so).
      if (isNoClass(rest) && !s.readings.length) s.noClass = true;
      return 'field label';
    }
    const asked = askedReading(l.text);
    if (asked === null) return null;
    ctx.addReadings(asked, l, 'label');
    return 'field label';
  },
};
