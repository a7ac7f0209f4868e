// y-leveldb 0.2.0 ships types that its package.json "exports" hides from moduleResolution
// "bundler"; this declares the part the relay uses.
declare module 'y-leveldb' {
  import type * as Y from 'yjs';

  export class LeveldbPersistence {
    constructor(location: string, opts?: { Level?: unknown; levelOptions?: object });
    getYDoc(docName: string): Promise<Y.Doc>;
    storeUpdate(docName: string, update: Uint8Array): Promise<number>;
    flushDocument(docName: string): Promise<void>;
    clearDocument(docName: string): Promise<void>;
    setMeta(docName: string, metaKey: string, value: unknown): Promise<void>;
    getMeta(docName: string, metaKey: string): Promise<unknown>;
    getMetas(docName: string): Promise<Map<string, unknown>>;
    delMeta(docName: string, metaKey: string): Promise<unknown>;
    destroy(): Promise<void>;
    /** "Private" in y-leveldb's docs: runs f with the underlying abstract-level db, serialised. */
    _transact<T>(f: (db: unknown) => Promise<T>): Promise<T>;
  }
}
