import type * as Y from 'yjs';
import type { Course, Reading, Rpa, WeakSpot, WeakSpotPriority, WeakSpotStatus } from '../core/model';
import { COURSE_COLORS, COURSE_ICONS } from '../core/model';
import { createDocketDoc } from '../data/doc';
import { createRepositories, type Repositories } from '../data/repositories';

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same data set everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DatasetOptions {
  seed?: number;
  courses?: number;
  rpas?: number;
  weakSpots?: number;
  readingsPerCourse?: number;
  /** The moment the data set is built "at" (ms); timestamps lie before it. Default 2026-10-15T12:00Z. */
  now?: number;
  /** Build into this document (default: a new Docket document). */
  doc?: Y.Doc;
}

export interface Dataset {
  doc: Y.Doc;
  repos: Repositories;
  courses: Course[];
  readings: Reading[];
  rpas: Rpa[];
  weakSpots: WeakSpot[];
  now: number;
}

export const DEFAULT_DATASET_NOW = Date.parse('2026-10-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const SUBJECTS = [
  ['Torts', 'LAW 101'],
  ['Contracts', 'LAW 110'],
  ['Civil Procedure', 'LAW 120'],
  ['Property', 'LAW 140'],
  ['Criminal Law', 'LAW 150'],
  ['Constitutional Law', 'LAW 210'],
  ['Evidence', 'LAW 230'],
] as const;
const RULES = [
  'Negligence',
  'Proximate cause',
  'Offer and acceptance',
  'Consideration',
  'Personal jurisdiction',
  'Adverse possession',
  'Mens rea',
  'Hearsay',
  'Equal protection',
  'Parol evidence rule',
  'Res ipsa loquitur',
  'Promissory estoppel',
];
const WORDS =
  'the court held that a duty of reasonable care arises whenever conduct creates a foreseeable risk of harm to others and the defendant must answer for injuries that follow in the ordinary course of events unless an intervening act breaks the chain'.split(
    ' ',
  );
const TAGS = [
  'hearsay',
  'issue-spotting',
  'rule-statement',
  'causation',
  'jurisdiction',
  'remedies',
  'policy',
  'exam',
  'citations',
  'timing',
];
const STATUSES: WeakSpotStatus[] = ['identified', 'investigating', 'in_progress', 'resolved', 'dismissed'];
const PRIORITIES: WeakSpotPriority[] = ['low', 'medium', 'high', 'critical'];

/**
 * Builds a deterministic data set through the repositories (so every row is validated like the app's):
 * courses, readings per course, RPAs and weak spots spread over the courses and the last months.
 */
export function buildDataset(options: DatasetOptions = {}): Dataset {
  const {
    seed = 42,
    courses: courseCount = 5,
    rpas: rpaCount = 500,
    weakSpots: weakSpotCount = 300,
    readingsPerCourse = 12,
    now = DEFAULT_DATASET_NOW,
  } = options;
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const sentence = (min: number, max: number) => {
    const n = int(min, max);
    const words = Array.from({ length: n }, () => pick(WORDS));
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };

  let clock = now;
  let counter = 0;
  const doc = options.doc ?? createDocketDoc();
  const repos = createRepositories(doc, {
    now: () => new Date(clock).toISOString(),
    makeId: () => `s${seed}-${(++counter).toString(36).padStart(5, '0')}`,
    warn: () => {},
  });
  const at = (ms: number) => {
    clock = Math.min(now, ms);
  };

  const courses: Course[] = [];
  const readings: Reading[] = [];
  const rpas: Rpa[] = [];
  const weakSpots: WeakSpot[] = [];
  doc.transact(() => {
    for (let i = 0; i < courseCount; i++) {
      const [name, code] = SUBJECTS[i % SUBJECTS.length] as readonly [string, string];
      at(now - (120 - i) * DAY);
      const suffix = i >= SUBJECTS.length ? ` ${Math.floor(i / SUBJECTS.length) + 1}` : '';
      courses.push(
        repos.courses.create({
          name: `${name}${suffix}`,
          code,
          semester: 'Fall 2026',
          color: COURSE_COLORS[i % COURSE_COLORS.length] as string,
          icon: COURSE_ICONS[i % COURSE_ICONS.length] as (typeof COURSE_ICONS)[number],
          metadata: {},
          archived: false,
        }),
      );
      for (let r = 0; r < readingsPerCourse; r++) {
        readings.push(
          repos.readings.create({
            courseId: courses[i]?.id,
            title: `${pick(RULES)}: reading ${r + 1}`,
            citation: `${int(100, 999)} U.S. ${int(1, 999)}`,
            weekNumber: Math.floor(r / 2) + 1,
            order: r,
            completed: false,
          }),
        );
      }
    }
    if (courses.length === 0) return;
    for (let i = 0; i < rpaCount; i++) {
      const course = courses[i % courses.length] as Course;
      const own = readings.filter((r) => r.courseId === course.id);
      const created = now - random() * 90 * DAY;
      at(created);
      rpas.push(
        repos.rpas.create({
          ruleName: `${pick(RULES)} ${i + 1}`,
          course: course.name,
          courseId: course.id,
          ruleText: sentence(20, 60),
          purposeText: random() < 0.8 ? sentence(10, 30) : undefined,
          applicationNotes: random() < 0.5 ? sentence(8, 24) : undefined,
          readingIds: own.length && random() < 0.6 ? [pick(own).id] : [],
          weekNumber: random() < 0.7 ? int(1, 14) : undefined,
        }),
      );
    }
    for (let i = 0; i < weakSpotCount; i++) {
      const course = courses[i % courses.length] as Course;
      const created = now - random() * 60 * DAY;
      at(created);
      const tags = [...new Set(Array.from({ length: int(0, 3) }, () => pick(TAGS)))];
      const status = pick(STATUSES);
      const closed = status === 'resolved' || status === 'dismissed';
      // Rows are written in one transaction (reads inside it would be stale), so each row is created in
      // its final state: a closed one carries its resolution time, between creation and now.
      const resolvedAt = closed ? new Date(created + random() * (now - created)).toISOString() : undefined;
      weakSpots.push(
        repos.weakSpots.create({
          title: `${pick(RULES)}: ${pick(['mixing up elements', 'missed the issue', 'weak rule statement', 'slow recall'])} ${i + 1}`,
          description: sentence(10, 40),
          status,
          priority: pick(PRIORITIES),
          tags,
          courseId: course.id,
          weekNumber: random() < 0.6 ? int(1, 14) : undefined,
          occurrences: int(1, 6),
          lastSeen: new Date(created).toISOString(),
          notes: random() < 0.4 ? [sentence(5, 15)] : [],
          resolvedAt,
        }),
      );
    }
  });
  return { doc, repos, courses, readings, rpas, weakSpots, now };
}
