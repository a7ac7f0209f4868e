export { FlowmapCreatePage } from './FlowmapCreatePage';
export { FlowmapDetailPage } from './FlowmapDetailPage';
export { FlowmapListPage } from './FlowmapListPage';
