/** Practice prompts: the three built-in samples (kept in code), the student's own, and weak-spot prompts. */
import type { CustomPrompt, Prompt, WeakSpot, WeakSpotPriority } from '../model';

/** Three realistic law-exam questions (SPEC: three built-in sample prompts, each with tags). */
export const SAMPLE_PROMPTS: readonly Prompt[] = [
  {
    id: 'sample-negligence',
    text:
      'A delivery driver double-parks outside a busy market to drop off a parcel. A cyclist swerves to avoid ' +
      'the van, clips a pedestrian, and the pedestrian falls against a shop window, which shatters and cuts a ' +
      'shop assistant inside. Advise the pedestrian and the shop assistant on any claims in negligence.',
    context: 'Torts: duty of care, breach, causation and remoteness.',
    source: 'Docket sample prompt',
    tags: ['Torts', 'Negligence', 'Causation'],
  },
  {
    id: 'sample-contract-formation',
    text:
      'On 1 March, Ada emails Ben offering to sell her vintage printing press for $8,000, "offer open until ' +
      'Friday". On Wednesday Ben replies "I accept, but can you include the type cases?" On Thursday Ada sells ' +
      'the press to Cara. On Friday morning Ben posts a letter saying "I accept your offer as made." ' +
      'Discuss whether a contract was formed between Ada and Ben.',
    context: 'Contracts: offer, counter-offer, revocation and acceptance.',
    source: 'Docket sample prompt',
    tags: ['Contracts', 'Formation', 'Offer and acceptance'],
  },
  {
    id: 'sample-fourth-amendment',
    text:
      'Police receive an anonymous tip that a grey sedan parked outside a school contains drugs. An officer ' +
      'finds the car, sees no one inside, looks through the window and notices a closed backpack on the back ' +
      'seat. Without a warrant, he opens the unlocked door and searches the backpack, finding cocaine. The ' +
      'owner moves to suppress the evidence. Analyse the motion.',
    context: 'Criminal procedure: the automobile exception, probable cause and anonymous tips.',
    source: 'Docket sample prompt',
    tags: ['Criminal Procedure', 'Fourth Amendment', 'Search and seizure'],
  },
];

/** A student's prompt as a session prompt. */
export function customToPrompt(p: CustomPrompt): Prompt {
  return {
    id: p.id,
    text: p.text,
    tags: [...p.tags],
    ...(p.context ? { context: p.context } : {}),
    ...(p.source ? { source: p.source } : {}),
  };
}

const PRIORITY_RANK: Record<WeakSpotPriority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Open weak spots: not resolved and not dismissed. */
export const isOpenWeakSpot = (w: Pick<WeakSpot, 'status'>): boolean =>
  w.status !== 'resolved' && w.status !== 'dismissed';

/**
 * Prompts built from a course's open weak spots, highest priority first (then the most often seen, then
 * the most recently seen): practise exactly what keeps going wrong.
 */
export function weakSpotPrompts(weakSpots: readonly WeakSpot[], courseId: string): Prompt[] {
  return weakSpots
    .filter((w) => w.courseId === courseId && isOpenWeakSpot(w))
    .sort(
      (a, b) =>
        PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
        b.occurrences - a.occurrences ||
        b.lastSeen.localeCompare(a.lastSeen),
    )
    .map((w) => ({
      id: `weak-spot-${w.id}`.slice(0, 128),
      text: `Write a short exam answer that tests your weak spot "${w.title}". State the rule, apply it to a set of facts of your own, and reach a conclusion.`,
      context: w.description,
      source: `Weak spot (${w.priority} priority)`,
      tags: w.tags.length ? [...w.tags].slice(0, 20) : ['Weak spot'],
    }));
}

export interface PromptFormValues {
  text: string;
  context: string;
  source: string;
  tags: string;
}

export const PROMPT_TEXT_REQUIRED = 'Write the question you want to practise.';

export type PromptFormResult =
  | { ok: true; prompt: Pick<CustomPrompt, 'text' | 'tags' | 'courseId' | 'context' | 'source'> }
  | { ok: false; message: string };

/** The new-prompt form: text required; context and source optional; tags comma-separated, deduplicated. */
export function buildCustomPrompt(values: PromptFormValues, courseId: string): PromptFormResult {
  const text = values.text.trim();
  if (!text) return { ok: false, message: PROMPT_TEXT_REQUIRED };
  const tags: string[] = [];
  for (const raw of values.tags.split(',')) {
    const tag = raw.trim().slice(0, 60);
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  const context = values.context.trim();
  const source = values.source.trim();
  return {
    ok: true,
    prompt: {
      courseId,
      text: text.slice(0, 5_000),
      tags: tags.slice(0, 20),
      ...(context ? { context: context.slice(0, 5_000) } : {}),
      ...(source ? { source: source.slice(0, 300) } : {}),
    },
  };
}
