export { WeakSpotCreatePage } from './WeakSpotCreatePage';
export { WeakSpotDashboardPage } from './WeakSpotDashboardPage';
export { WeakSpotDetailPage } from './WeakSpotDetailPage';
export { WeakSpotListPage } from './WeakSpotListPage';
