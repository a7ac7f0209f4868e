/**
 * The upload wizard's state machine (SPEC §4 "Syllabus upload wizard"):
 *   upload -> processing when a file is chosen;
 *   processing -> complete when the result has both dates and meeting days and saving succeeds;
 *   processing -> semester when dates or meeting days are missing;
 *   semester -> processing (normalizing) on Continue, then -> review;
 *   review -> processing (saving) -> complete on confirm;
 *   errors keep the step at processing with 'Error: ...' and Retry.
 * Events that do not fit the current step are ignored (the state is returned unchanged).
 */

export const STATUS = {
  preparing: 'Preparing file...',
  loading: 'Loading file...',
  extracting: 'Extracting text...',
  askingAi: 'Asking AI to structure syllabus...',
  saving: 'Saving syllabus...',
  created: 'Syllabus created successfully!',
  confirmSemester: 'Please confirm or correct the semester details',
  normalizing: 'Normalizing data...',
} as const;

/** The spec's status messages of a straight run, in order. */
export const STATUS_ORDER = [
  STATUS.preparing,
  STATUS.loading,
  STATUS.extracting,
  STATUS.askingAi,
  STATUS.saving,
  STATUS.created,
] as const;

export const CANCELLED_NOTICE = 'Processing cancelled';

export type WizardStep = 'upload' | 'processing' | 'semester' | 'review' | 'complete';
/** What a processing step is doing, so Retry knows what to redo and the indicator where it is. */
export type WizardPhase = 'extract' | 'normalize' | 'save';

export interface WizardState {
  step: WizardStep;
  phase: WizardPhase;
  /** The status line ('Error: ...' after a failure). */
  status: string;
  error: string | null;
  /** 0..1 of the current stage when known. */
  progress: number | null;
  /** A message on the upload step (validation, cancelled). */
  notice: string | null;
  /** Whether the last processing run came back from the review step (save failures return there on Cancel). */
  fromReview: boolean;
}

export type WizardEvent =
  | { type: 'reject'; message: string }
  | { type: 'start' }
  | { type: 'status'; message: string; progress?: number | null }
  | { type: 'needsSemester' }
  | { type: 'semesterContinue' }
  | { type: 'review' }
  | { type: 'confirm' }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'fail'; message: string }
  | { type: 'retry' }
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialWizard: WizardState = {
  step: 'upload',
  phase: 'extract',
  status: '',
  error: null,
  progress: null,
  notice: null,
  fromReview: false,
};

const processing = (state: WizardState, phase: WizardPhase, status: string): WizardState => ({
  ...state,
  step: 'processing',
  phase,
  status,
  error: null,
  progress: null,
  notice: null,
});

/** 'Error: ' before the message, once. */
export const errorStatus = (message: string) =>
  message.startsWith('Error: ') ? message : `Error: ${message}`;

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'reset':
      return initialWizard;
    case 'reject':
      return state.step === 'upload' ? { ...state, notice: event.message } : state;
    case 'start':
      return state.step === 'upload'
        ? { ...processing(state, 'extract', STATUS.preparing), fromReview: false }
        : state;
    case 'status':
      if (state.step !== 'processing' || state.error) return state;
      return { ...state, status: event.message, progress: event.progress ?? null };
    case 'needsSemester':
      return state.step === 'processing' && !state.error
        ? { ...state, step: 'semester', status: STATUS.confirmSemester, progress: null }
        : state;
    case 'semesterContinue':
      return state.step === 'semester' ? processing(state, 'normalize', STATUS.normalizing) : state;
    case 'review':
      return state.step === 'processing' && !state.error
        ? { ...state, step: 'review', status: '', progress: null }
        : state;
    case 'confirm':
      return state.step === 'review'
        ? { ...processing(state, 'save', STATUS.saving), fromReview: true }
        : state;
    case 'save':
      // Straight from a complete result: processing continues with the save.
      return state.step === 'processing' && !state.error
        ? { ...state, phase: 'save', status: STATUS.saving, progress: null }
        : state;
    case 'saved':
      return state.step === 'processing' && state.phase === 'save' && !state.error
        ? { ...state, step: 'complete', status: STATUS.created, progress: null }
        : state;
    case 'fail':
      return state.step === 'processing'
        ? { ...state, status: errorStatus(event.message), error: event.message, progress: null }
        : state;
    case 'retry':
      if (state.step !== 'processing' || !state.error) return state;
      return processing(
        state,
        state.phase,
        state.phase === 'extract'
          ? STATUS.preparing
          : state.phase === 'normalize'
            ? STATUS.normalizing
            : STATUS.saving,
      );
    case 'cancel':
      if (state.step === 'processing' && state.fromReview && state.phase === 'save') {
        return { ...state, step: 'review', status: '', error: null, progress: null };
      }
      if (state.step === 'processing') return { ...initialWizard, notice: CANCELLED_NOTICE };
      if (state.step === 'semester' || state.step === 'review') return initialWizard;
      return state;
  }
}

/** The three-circle indicator: upload, semester, review. */
export const INDICATOR_STEPS = ['upload', 'semester', 'review'] as const;

/** Index of the active circle (3 once complete: all done). */
export function indicatorIndex(state: WizardState): number {
  switch (state.step) {
    case 'upload':
      return 0;
    case 'semester':
      return 1;
    case 'review':
      return 2;
    case 'complete':
      return 3;
    case 'processing':
      return state.phase === 'extract' ? 0 : state.phase === 'normalize' ? 1 : state.fromReview ? 2 : 0;
  }
}

/** Share of the whole run each pipeline stage takes, for one progress bar over the stages. */
const STAGE_SPAN: Record<string, [number, number]> = {
  load: [0, 0.05],
  extractText: [0.05, 0.8],
  ocr: [0.05, 0.9],
  parse: [0.9, 0.97],
  normalize: [0.97, 1],
};

/** Overall progress 0..1 from a stage's own fraction. Unknown stages report null. */
export function overallProgress(stage: string, fraction: number): number | null {
  const span = STAGE_SPAN[stage];
  if (!span) return null;
  const f = Math.max(0, Math.min(1, fraction));
  return span[0] + (span[1] - span[0]) * f;
}
