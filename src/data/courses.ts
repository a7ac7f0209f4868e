import { z } from 'zod';
import type { CourseDraft } from '../core/courses';
import { resolveCurrentCourse } from '../core/courses';
import { type Course, CurrentCourse } from '../core/model';
import { DeviceFullError } from './commit';
import type { KeyValueStore } from './keyValue';
import type { Repository } from './repository';
import { LocalSetting } from './setting';

export type CourseRepository = Repository<Course, z.input<typeof Course>>;

export const CURRENT_COURSE_KEY = 'currentCourse';

/** Courses (synced) and the current course (per device), with the spec's rules. */
export class CourseService {
  readonly current: LocalSetting<CurrentCourse>;

  constructor(
    readonly repo: CourseRepository,
    kv: KeyValueStore,
    private readonly now: () => string = () => new Date().toISOString(),
    /** Runs a change and resolves once it is on disk (store.ts: commitLocal); default: at once. */
    private readonly commit: <T>(change: () => T) => Promise<T> = async (change) => change(),
  ) {
    this.current = new LocalSetting(kv, CURRENT_COURSE_KEY, CurrentCourse, {
      courseId: null,
      explicitNone: false,
      updatedAt: new Date(0).toISOString(),
    });
  }

  load(): Promise<CurrentCourse> {
    return this.current.load();
  }

  /** The course in use: the remembered one, else the first course. */
  currentCourse(): Course | undefined {
    return resolveCurrentCourse(this.repo.list(), this.current.get());
  }

  /**
   * Creates a course. Not made active when the student unticked it: if no course was remembered yet (the
   * first course would then be used), the course in use before stays the current one - or none.
   */
  async create(draft: CourseDraft, makeActive: boolean): Promise<Course> {
    const before = this.current.get().courseId ? undefined : this.currentCourse();
    let course: Course;
    try {
      course = await this.commit(() => this.repo.create(draft));
    } catch (error) {
      console.error('Failed to create course', error);
      if (error instanceof DeviceFullError) throw error;
      throw new Error('Failed to create course');
    }
    if (makeActive) await this.setActive(course.id);
    else if (!this.current.get().courseId) await this.setActive(before?.id ?? null);
    return course;
  }

  /**
   * Saves an edit from the course form and resolves once it is on disk (as create does), so the form
   * reports it saved only then. Undefined for an unknown id.
   */
  async edit(id: string, draft: Partial<CourseDraft>): Promise<Course | undefined> {
    try {
      return await this.commit(() => this.repo.update(id, draft));
    } catch (error) {
      console.error('Failed to save course', error);
      if (error instanceof DeviceFullError) throw error;
      throw new Error('Failed to save course');
    }
  }

  /** Unknown ids are ignored with a warning (by the repository). */
  update(id: string, draft: Partial<CourseDraft>): Course | undefined {
    return this.repo.update(id, draft);
  }

  archive(id: string): Course | undefined {
    return this.repo.update(id, { archived: true });
  }

  unarchive(id: string): Course | undefined {
    return this.repo.update(id, { archived: false });
  }

  /** Makes a course the current one; null means the student chose 'No course selected'. */
  setActive(id: string | null): Promise<void> {
    return this.current.set({ courseId: id, explicitNone: id === null, updatedAt: this.now() });
  }
}

export const ExcludeArchived = z.boolean();
