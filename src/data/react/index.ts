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
export {
  LOAD_FAILED,
  type ListScope,
  type ListState,
  type ScopedSource,
  useListScope,
  useLiveItem,
  useLiveList,
} from './live';
