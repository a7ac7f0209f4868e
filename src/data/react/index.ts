export { StoreContext, useStore } from './context';
export {
  type DataProblem,
  useCollection,
  useCourses,
  useDataProblems,
  useEntity,
  useSetting,
  useStoreStatus,
} from './hooks';
