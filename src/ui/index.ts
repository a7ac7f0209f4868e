export { CourseIcon } from './CourseIcon';
export { EmptyState } from './EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { PageHeader } from './PageHeader';
export { documentTitle, useDocumentTitle } from './useDocumentTitle';
export { ConfirmDelete, showUndo, UNDO_MS } from './ConfirmDelete';
export { OffscreenWarmup, useOffscreen } from './OffscreenWarmup';
