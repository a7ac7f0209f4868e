export { RpaCreatePage } from './RpaCreatePage';
export { RpaDetailPage } from './RpaDetailPage';
export { RpaListPage } from './RpaListPage';
