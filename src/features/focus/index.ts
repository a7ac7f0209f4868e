export { FocusHistoryPage } from './FocusHistoryPage';
export { FocusSessionPage } from './FocusSessionPage';
