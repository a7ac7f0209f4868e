import '@mantine/dropzone/styles.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MEETING_DAYS, type StructuredSyllabus, type TextLine } from '../../core/model';
import {
  ACCEPTED_MIME,
  attachProvenance,
  checkUploadFile,
  DAY_LABELS,
  draftFromStructured,
  hasSemesterDetails,
  INDICATOR_STEPS,
  indicatorIndex,
  initialWizard,
  NO_FILE_MESSAGE,
  overallProgress,
  STATUS,
  type SemesterForm,
  type SemesterOrigins,
  semesterOrigins,
  type SyllabusDraft,
  toggleMeetingDay,
  unsupportedTypeMessage,
  validateSemester,
  wizardReducer,
} from '../../core/schedule';
import { normalizeSyllabus } from '../../core/syllabus';
import { AI_COULD_NOT_PARSE, ingestSyllabus } from '../../data/api';
import { useCourses } from '../../data/react';
import { useDocumentTitle } from '../../ui';
import { type MirrorResult, QUEUED_MESSAGE, type ReplaceUndo, type SaveMode } from '../../data/syllabi';
import { useCourseSyllabus, useSyllabusService } from './hooks';
import { ReimportChoice, savedSummary } from './ReimportChoice';
import { ReviewEditor } from './ReviewEditor';
import { UndoReplace } from './UndoReplace';

const INDICATOR_LABELS: Record<(typeof INDICATOR_STEPS)[number], string> = {
  upload: 'Upload',
  semester: 'Semester',
  review: 'Review',
};

/** How long the AI second opinion may take before the local result is used. */
const AI_TIMEOUT_MS = 30_000;

interface Extracted {
  structured: StructuredSyllabus;
  lines: TextLine[];
  source: 'ai' | 'local';
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const isCancelled = (e: unknown) => (e as { code?: string } | null)?.code === 'CANCELLED';

/** The upload wizard: upload -> processing -> (semester -> processing ->) review -> processing -> complete. */
export function UploadPage() {
  const { current: course } = useCourses();
  const service = useSyllabusService();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<SyllabusDraft | null>(null);
  const [semester, setSemester] = useState<SemesterForm>({
    semesterStart: '',
    semesterEnd: '',
    meetingDays: [],
  });
  const [semesterAlert, setSemesterAlert] = useState<string | null>(null);
  /** What the structurer found for the semester step, and where it came from. */
  const [prefilled, setPrefilled] = useState<{ values: SemesterForm; origins: SemesterOrigins } | null>(null);
  /** The origin note of a field, while it still holds the value that was found. */
  const originOf = (field: keyof SemesterForm): string | null => {
    if (!prefilled) return null;
    const same =
      field === 'meetingDays'
        ? semester.meetingDays.join() === prefilled.values.meetingDays.join()
        : semester[field] === prefilled.values[field];
    return same ? prefilled.origins[field] : null;
  };
  const [mirror, setMirror] = useState<MirrorResult | null>(null);
  const [savedCourseId, setSavedCourseId] = useState<string | null>(null);
  const extracted = useRef<Extracted | null>(null);
  const job = useRef<AbortController | null>(null);
  const openRef = useRef<() => void>(null);
  const existing = useCourseSyllabus(course?.id);
  useDocumentTitle('Upload a syllabus', course?.name);
  // Read inside the extraction callback: a course with a syllabus always goes through the review.
  const hasSaved = useRef(false);
  hasSaved.current = Boolean(existing.syllabus);
  const [undo, setUndo] = useState<ReplaceUndo | null>(null);

  useEffect(() => {
    // Keep the OCR files for offline use (once, while online), and stop any job when leaving the page.
    void import('./pipeline').then((m) => m.prefetchOcrAssets());
    return () => job.current?.abort();
  }, []);

  const save = useCallback(
    async (d: SyllabusDraft, f: File | null, mode: SaveMode = 'update') => {
      try {
        const { syllabus, undo: replaced } = await service.save(
          d,
          f ? { name: f.name, type: f.type || 'application/octet-stream', data: f } : undefined,
          mode,
        );
        setUndo(replaced ?? null);
        setSavedCourseId(syllabus.courseId);
        dispatch({ type: 'saved' });
        setMirror(null);
        void service.mirror(syllabus.id).then(setMirror);
      } catch (e) {
        console.error('Saving the syllabus failed', e);
        dispatch({ type: 'fail', message: messageOf(e) });
      }
    },
    [service],
  );

  const extract = useCallback(
    async (f: File, courseId: string) => {
      job.current?.abort();
      const controller = new AbortController();
      job.current = controller;
      const alive = () => job.current === controller && !controller.signal.aborted;
      let lastStage = '';
      let lastAt = 0;
      try {
        const bytes = new Uint8Array(await f.arrayBuffer());
        const { getPipeline, ensureStopped } = await import('./pipeline');
        if (!alive()) return;
        const run = getPipeline().run(
          { bytes, name: f.name, type: f.type },
          {
            signal: controller.signal,
            onProgress: (stage, fraction, message) => {
              // At most ~10 status updates a second, so a 200-page PDF never floods the page with renders.
              const now = performance.now();
              if (!alive() || (stage === lastStage && fraction < 1 && now - lastAt < 100)) return;
              lastStage = stage;
              lastAt = now;
              dispatch({ type: 'status', message, progress: overallProgress(stage, fraction) });
            },
          },
        );
        // Cancel stops the job for sure (the worker is terminated if it does not stop by itself at once).
        // Performance marks show how long that took (the e2e test reads them).
        const onAbort = () => {
          performance.mark('syllabus-job-cancel');
          void ensureStopped(run).then(() => performance.mark('syllabus-job-stopped'));
        };
        if (controller.signal.aborted) onAbort();
        else controller.signal.addEventListener('abort', onAbort, { once: true });
        const result = await run;
        if (!alive()) return;
        let structured = result.syllabus;
        let source: Extracted['source'] = 'local';
        if (navigator.onLine) {
          dispatch({ type: 'status', message: STATUS.askingAi });
          try {
            const answer = await ingestSyllabus(
              { courseId, rawText: result.rawText },
              { signal: AbortSignal.any([controller.signal, AbortSignal.timeout(AI_TIMEOUT_MS)]) },
            );
            // The relay answers with the same local structurer when it has no AI; ours keeps page and line.
            if (answer.source === 'ai' && answer.syllabus.weeks.length > 0) {
              structured = attachProvenance(normalizeSyllabus(answer.syllabus), result.lines);
              source = 'ai';
            }
          } catch (e) {
            if (!alive()) return;
            console.warn('AI second opinion unavailable; using the local result:', messageOf(e));
          }
        }
        if (!alive()) return;
        if (structured.weeks.length === 0) throw new Error(AI_COULD_NOT_PARSE);
        extracted.current = { structured, lines: result.lines, source };
        const d = draftFromStructured(structured, {
          courseId,
          source,
          lines: result.lines,
          fileName: f.name,
        });
        setDraft(d);
        if (hasSemesterDetails(structured) && hasSaved.current) {
          dispatch({ type: 'review' });
        } else if (hasSemesterDetails(structured)) {
          dispatch({ type: 'save' });
          await save(d, f);
        } else {
          const found = {
            semesterStart: structured.semesterStart ?? '',
            semesterEnd: structured.semesterEnd ?? '',
            meetingDays: structured.meetingDays ?? [],
          };
          setSemester(found);
          setPrefilled({ values: found, origins: semesterOrigins(structured, source) });
          setSemesterAlert(null);
          dispatch({ type: 'needsSemester' });
        }
      } catch (e) {
        if (!alive() || isCancelled(e)) return;
        console.warn('Syllabus processing failed', e);
        dispatch({ type: 'fail', message: messageOf(e) });
      }
    },
    [save],
  );

  const normalize = useCallback(() => {
    const ex = extracted.current;
    if (!ex || !course) return;
    try {
      const structured = normalizeSyllabus(ex.structured, {
        semesterStart: semester.semesterStart,
        semesterEnd: semester.semesterEnd,
        meetingDays: [...semester.meetingDays],
      });
      const base = { courseId: course.id, source: ex.source, lines: ex.lines };
      setDraft(draftFromStructured(structured, file ? { ...base, fileName: file.name } : base));
      dispatch({ type: 'review' });
    } catch (e) {
      dispatch({ type: 'fail', message: messageOf(e) });
    }
  }, [course, semester, file]);

  const choose = (f: File | undefined) => {
    const problem = checkUploadFile(f ?? null);
    if (problem || !f) {
      dispatch({ type: 'reject', message: problem ?? NO_FILE_MESSAGE });
      return;
    }
    if (!course) return;
    setFile(f);
    setMirror(null);
    dispatch({ type: 'start' });
    void extract(f, course.id);
  };

  const cancel = () => {
    job.current?.abort();
    job.current = null;
    dispatch({ type: 'cancel' });
  };

  const retry = () => {
    if (!course) return;
    dispatch({ type: 'retry' });
    if (state.phase === 'extract' && file) void extract(file, course.id);
    else if (state.phase === 'normalize') normalize();
    else if (state.phase === 'save' && draft) void save(draft, file);
  };

  const continueSemester = () => {
    const problem = validateSemester(semester);
    setSemesterAlert(problem);
    if (problem) return;
    dispatch({ type: 'semesterContinue' });
    // Let 'Normalizing data...' paint before the (quick) work.
    setTimeout(normalize, 0);
  };

  if (!course) {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          Upload a syllabus
        </Title>
        <Alert color="yellow" title="No course selected">
          A syllabus is saved to a course. Choose one in the course switcher, or{' '}
          <Anchor component={Link} to="/courses/new">
            create a course
          </Anchor>{' '}
          first.
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Upload a syllabus
        </Title>
        <Text c="dimmed">For {course.name}</Text>
      </Group>
      <Stepper
        active={indicatorIndex(state)}
        size="sm"
        aria-label="Upload steps"
        allowNextStepsSelect={false}
      >
        {INDICATOR_STEPS.map((s) => (
          <Stepper.Step key={s} label={INDICATOR_LABELS[s]} />
        ))}
      </Stepper>

      {state.step === 'upload' && (
        <Stack gap="sm">
          {state.notice && (
            <Alert color={state.notice === 'Processing cancelled' ? 'blue' : 'red'} role="alert">
              {state.notice}
            </Alert>
          )}
          {existing.syllabus && (
            <Alert color="blue" title="This course already has a syllabus" data-testid="existing-syllabus">
              {course.name} has a saved syllabus ({savedSummary(existing.readings)}). After reading the new
              file you choose: merge it with what you have (your completions, notes and edits stay), or
              replace it.
            </Alert>
          )}
          <Dropzone
            onDrop={(files) => choose(files[0])}
            onReject={(rejections) => {
              const name = rejections[0]?.file.name;
              dispatch({ type: 'reject', message: name ? unsupportedTypeMessage(name) : NO_FILE_MESSAGE });
            }}
            accept={ACCEPTED_MIME}
            multiple={false}
            openRef={openRef}
            aria-label="Syllabus file"
          >
            <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }}>
              <IconUpload size={40} stroke={1.5} aria-hidden />
              <Stack gap={2}>
                <Text size="lg">Drop your syllabus here, or click to choose a file</Text>
                <Text size="sm" c="dimmed">
                  PDF, PNG, JPG, JPEG or WebP. It is read on this device; a photo is read with OCR.
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          <Group>
            <Button variant="default" onClick={() => openRef.current?.()}>
              Choose file
            </Button>
            <Button onClick={() => choose(undefined)}>Upload</Button>
          </Group>
        </Stack>
      )}

      {state.step === 'processing' && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Group gap="sm">
              {!state.error && <Loader size="sm" aria-label="Processing" />}
              <Text role="status" data-testid="wizard-status" c={state.error ? 'red' : undefined} fw={500}>
                {state.status}
              </Text>
            </Group>
            {file && (
              <Text size="sm" c="dimmed">
                {file.name}
              </Text>
            )}
            {state.progress !== null && (
              <Progress value={Math.round(state.progress * 100)} aria-label="Processing progress" animated />
            )}
            <Group>
              <Button variant="light" onClick={retry} disabled={!state.error}>
                Retry
              </Button>
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {state.step === 'semester' && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Alert color="blue">{state.status}</Alert>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label="Semester Start Date"
                description={originOf('semesterStart')}
                value={semester.semesterStart}
                onChange={(e) => setSemester({ ...semester, semesterStart: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label="Semester End Date"
                description={originOf('semesterEnd')}
                value={semester.semesterEnd}
                onChange={(e) => setSemester({ ...semester, semesterEnd: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Text size="sm" fw={500}>
              Meeting days
            </Text>
            <Group gap="xs" role="group" aria-label="Meeting days">
              {MEETING_DAYS.map((day) => {
                const on = semester.meetingDays.includes(day);
                return (
                  <Button
                    key={day}
                    size="xs"
                    variant={on ? 'filled' : 'default'}
                    aria-pressed={on}
                    onClick={() =>
                      setSemester({ ...semester, meetingDays: toggleMeetingDay(semester.meetingDays, day) })
                    }
                  >
                    {DAY_LABELS[day]}
                  </Button>
                );
              })}
            </Group>
            {originOf('meetingDays') && (
              <Text size="xs" c="dimmed" data-testid="meeting-days-origin">
                {originOf('meetingDays')}
              </Text>
            )}
            {semesterAlert && (
              <Alert color="red" role="alert">
                {semesterAlert}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button onClick={continueSemester}>Continue</Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {state.step === 'review' && draft && (
        <ReviewEditor
          draft={draft}
          onChange={(edit) => setDraft((d) => (d ? edit(d) : d))}
          file={file ? { blob: file, name: file.name, type: file.type } : undefined}
          onCancel={cancel}
          onConfirm={() => {
            dispatch({ type: 'confirm' });
            void save(draft, file);
          }}
          saveActions={
            existing.syllabus ? (
              <ReimportChoice
                saved={{
                  syllabus: existing.syllabus,
                  readings: existing.readings,
                  linkedReadingIds: service.linkedReadingIds(),
                }}
                draft={draft}
                courseName={course.name}
                onMerge={(merged) => {
                  dispatch({ type: 'confirm' });
                  void save(merged, file, 'update');
                }}
                onReplace={() => {
                  dispatch({ type: 'confirm' });
                  void save(draft, file, 'replace');
                }}
              />
            ) : undefined
          }
        />
      )}

      {state.step === 'complete' && (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon color="green" size={64} radius="xl" variant="light" aria-hidden>
              <IconCircleCheck size={44} />
            </ThemeIcon>
            <Title order={2} size="h3">
              Syllabus Created Successfully!
            </Title>
            <Text>Your syllabus has been parsed and saved to your course.</Text>
            {undo && <UndoReplace undo={undo} />}
            <Text size="sm" c="dimmed" data-testid="wizard-status">
              {state.status}
            </Text>
            {mirror?.state === 'queued' && (
              <Text size="sm" c="yellow.8" role="status">
                {QUEUED_MESSAGE}
              </Text>
            )}
            {mirror?.state === 'failed' && (
              <Text size="sm" c="red" role="status">
                Saved on this device, but the server copy failed: {mirror.message}
              </Text>
            )}
            <Group>
              <Anchor
                component={Link}
                to={`/syllabus/review?courseId=${encodeURIComponent(savedCourseId ?? course.id)}`}
              >
                Check what was saved
              </Anchor>
              <Button
                onClick={() =>
                  navigate(`/syllabus?courseId=${encodeURIComponent(savedCourseId ?? course.id)}`)
                }
              >
                Close
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
