export { RecommendationsPage } from './RecommendationsPage';
