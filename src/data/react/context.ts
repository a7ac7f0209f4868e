import { createContext, useContext } from 'react';
import type { DocketStore } from '../store';

export const StoreContext = createContext<DocketStore | null>(null);

/** The started local store; screens render only once it is ready. */
export function useStore(): DocketStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('The local store is not ready');
  return store;
}
