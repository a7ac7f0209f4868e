import { describe, expect, it } from 'vitest';
import { splitTopic, TOPIC_MAX } from './topic';

describe('splitTopic', () => {
  it('keeps a short topic as it is', () => {
    expect(splitTopic('  Negligence:   duty ')).toEqual({ topic: 'Negligence: duty', notes: '' });
  });
  it('takes the first sentence of a paragraph as the heading and keeps the rest as notes', () => {
    const p =
      'Proximate cause. We read the classic cases on foreseeability and ask whether Palsgraf v. Long Island still governs in most states today.';
    expect(splitTopic(p)).toEqual({
      topic: 'Proximate cause',
      notes:
        'We read the classic cases on foreseeability and ask whether Palsgraf v. Long Island still governs in most states today.',
    });
  });
  it('cuts a long run-on at a word boundary and keeps the whole text as notes', () => {
    const p = `The law of negligence and ${'the duty owed to strangers and to trespassers '.repeat(3)}`;
    const { topic, notes } = splitTopic(p);
    expect(topic.length).toBeLessThanOrEqual(TOPIC_MAX + 1);
    expect(topic.endsWith('…')).toBe(true);
    expect(notes).toBe(p.trim().replace(/\s+/g, ' '));
  });
  it('is linear on hostile input', () => {
    const { topic } = splitTopic('. '.repeat(200_000));
    expect(topic.length).toBeLessThanOrEqual(TOPIC_MAX + 1);
  });
});

describe('a structured week with a paragraph for a topic', () => {
  it('becomes a short heading with the rest saved as the week notes', async () => {
    const { draftFromStructured } = await import('./draft');
    const { weeksOf } = await import('./save');
    const paragraph =
      'Consideration. This week we examine bargained-for exchange, the peppercorn, and why promissory estoppel grew up beside it.';
    const d = draftFromStructured(
      { weeks: [{ weekNumber: 1, topic: paragraph, readings: [] }], meetingDays: [] },
      { courseId: 'c1', source: 'local' },
    );
    expect(d.weeks[0]).toMatchObject({ topic: 'Consideration', importedTopic: 'Consideration' });
    expect(weeksOf(d)[0]?.notes).toMatch(/^This week we examine/);
  });
});
