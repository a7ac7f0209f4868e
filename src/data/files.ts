import type { DocketDatabase, StoredFile } from './database';
import { newId } from './ids';

/** Uploaded files (syllabus PDFs and photos) kept on this device, in Dexie table `files`. */
export class FileStore {
  constructor(
    private readonly db: DocketDatabase,
    private readonly makeId: () => string = newId,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Keeps a file and returns its id (what readings and the syllabus reference as fileId). */
  async put(file: { name: string; type: string; data: Blob }): Promise<StoredFile> {
    const row: StoredFile = {
      id: this.makeId(),
      name: file.name,
      type: file.type,
      size: file.data.size,
      data: file.data,
      createdAt: this.clock(),
    };
    await this.db.files.put(row);
    return row;
  }

  get(id: string): Promise<StoredFile | undefined> {
    return this.db.files.get(id);
  }

  async remove(id: string): Promise<void> {
    await this.db.files.delete(id);
  }
}
