export { StoreContext, useStore } from './context';
export { useCollection, useCourses, useEntity, useSetting, useStoreStatus } from './hooks';
