export { ActiveReadingPage } from './ActiveReadingPage';
export { ExamPrepPage } from './ExamPrepPage';
export { PostReadingPage } from './PostReadingPage';
export { ReadingPrepPage } from './ReadingPrepPage';
export { WeeklyReviewPage } from './WeeklyReviewPage';
export { WorkflowsHub } from './WorkflowsHub';
