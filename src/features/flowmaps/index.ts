import { startLoadingEditor } from './editor/load';

export { FlowmapCreatePage } from './FlowmapCreatePage';
export { FlowmapDetailPage } from './FlowmapDetailPage';
export { FlowmapListPage } from './FlowmapListPage';

// Every flowmap screen leads to the editor: its code starts loading with theirs (editor/load.ts).
startLoadingEditor();
