export { ReadingPage } from './ReadingPage';
export { ReviewPage } from './ReviewPage';
export { SyllabusLayout } from './SyllabusLayout';
export { TimelinePage } from './TimelinePage';
export { UploadPage } from './UploadPage';
export { WeekViewPage } from './WeekViewPage';
