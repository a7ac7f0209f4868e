/**
 * Keeps pdf.js's annotation editors and the reading's annotation rows (synced data) in step, both ways:
 * editors the student makes or changes are written as rows (an unchanged one is not written again); rows
 * from another device (or restored on open) become editors when their page's editor layer is rendered.
 * The file itself is never written.
 */
import type { PdfAnnotation } from '../../core/model';
import { fromEditor, hasArea, toEditor } from '../../core/reader';
import { newId } from '../../data/ids';
import type { ReaderService } from '../../data/reader';

/** The parts of a pdf.js AnnotationEditor this bridge uses. */
export interface Editor {
  id: string;
  pageIndex: number;
  div?: HTMLElement | null;
  annotationElementId?: string | null;
  serialize(isForCopying?: boolean): Record<string, unknown> | null;
  remove(): void;
}
interface EditorLayer {
  deserialize(data: Record<string, unknown>): Promise<Editor | null>;
  add(editor: Editor): void;
  disable(): void;
  isEmpty: boolean;
  div: HTMLElement;
}
interface PageView {
  annotationEditorLayer?: { annotationEditorLayer?: EditorLayer | null } | null;
}
export interface ViewerLike {
  getPageView(index: number): PageView | undefined;
  pdfDocument?: { annotationStorage: Iterable<[string, unknown]> } | null;
}

const isEditor = (v: unknown): v is Editor =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Editor).serialize === 'function' &&
  'annotationElementId' in v;

export class AnnotationBridge {
  private readonly idOf = new WeakMap<Editor, string>();
  private readonly editorOf = new Map<string, Editor>();
  /** What each mapped editor serialized to when last written or restored (unchanged → not written). */
  private readonly written = new Map<string, string>();
  /** The stored form each editor was made from or wrote (a different stored form came from elsewhere). */
  private readonly applied = new Map<string, string>();
  private readonly restoring = new Set<string>();
  private quote = '';
  private stopped = false;
  /** Set while this bridge writes rows: the repository tells it of its own writes at once. */
  private writing = false;

  constructor(
    private readonly viewer: ViewerLike,
    private readonly service: ReaderService,
    private readonly readingId: string,
    private readonly hash: string,
    private readonly onRefused: (message: string) => void,
  ) {}

  /** The words the student last selected in the document (a new highlight's quote). */
  noteSelection(text: string) {
    if (text.trim()) this.quote = text;
  }

  editorFor(id: string): Editor | undefined {
    return this.editorOf.get(id);
  }

  stop() {
    this.stopped = true;
  }

  private rows(): PdfAnnotation[] {
    return this.service.annotationsOf(this.readingId, this.hash);
  }

  /** Shows the stored annotations of a page whose editor layer has just been rendered. */
  async restorePage(pageIndex: number): Promise<void> {
    const layer = this.viewer.getPageView(pageIndex)?.annotationEditorLayer?.annotationEditorLayer;
    if (!layer) return;
    let added = false;
    for (const row of this.rows()) {
      if (row.pageIndex !== pageIndex || this.editorOf.has(row.id) || this.restoring.has(row.id)) continue;
      if (row.type === 'text' || !hasArea(row.rect)) continue; // comments are markers; no area: not rendered
      added = (await this.restore(layer, row)) || added;
    }
    // In the Read mode pdf.js hid this layer when it was empty and shows editors through the annotation
    // layer: run its disabling again so the editors just added are shown the same way.
    if (added && layer.div.classList.contains('disabled')) {
      layer.disable();
      layer.div.hidden = layer.isEmpty;
    }
  }

  private async restore(layer: EditorLayer, row: PdfAnnotation): Promise<boolean> {
    this.restoring.add(row.id);
    try {
      const data = toEditor(row);
      const editor = await layer.deserialize(data);
      if (!editor || this.stopped) return false;
      this.idOf.set(editor, row.id);
      this.editorOf.set(row.id, editor);
      this.applied.set(row.id, JSON.stringify(data));
      // A stored annotation goes back exactly where it was (a paste would be moved aside).
      (editor as Editor & { isClone?: boolean }).isClone = true;
      layer.add(editor);
      this.written.set(row.id, JSON.stringify(this.serialize(editor)));
      return true;
    } catch (error) {
      console.warn('An annotation could not be shown', row.id, error instanceof Error ? error.stack : error);
      return false;
    } finally {
      this.restoring.delete(row.id);
    }
  }

  private serialize(editor: Editor) {
    return editor.serialize(true) ?? editor.serialize(false);
  }

  /** Writes what the editors hold now: new ones created, changed ones updated, removed ones deleted. */
  collect(): void {
    if (this.stopped) return;
    this.writing = true;
    try {
      this.collectEditors();
    } finally {
      this.writing = false;
    }
  }

  private collectEditors(): void {
    const storage = this.viewer.pdfDocument?.annotationStorage;
    if (!storage) return;
    const seen = new Set<string>();
    for (const [, value] of storage) {
      if (!isEditor(value) || value.annotationElementId) continue;
      const known = this.idOf.get(value);
      let data: Record<string, unknown> | null;
      try {
        data = this.serialize(value);
      } catch {
        if (known) seen.add(known);
        continue; // not ready yet (an image still loading): the next change collects it
      }
      const json = JSON.stringify(data);
      if (known && this.written.get(known) === json) {
        seen.add(known);
        continue; // unchanged: not serialized again
      }
      const fields = fromEditor(data, known ? undefined : this.quote);
      if (!fields) {
        if (known) seen.add(known); // pdf.js removes an emptied editor itself; until then it stays
        if (!known && data && Number(data.annotationType) === 13) {
          this.onRefused('Only PNG, JPEG, GIF, WebP, BMP, AVIF or ICO images can be added.');
          value.remove();
        }
        continue; // empty or no area: nothing kept (a known one is removed below)
      }
      if (known) {
        const { text: _quoteStays, ...rest } = fields;
        const keep = fields.type === 'highlight' ? rest : fields;
        this.service.updateAnnotation(known, { ...this.rowFields(known), ...keep });
        this.mark(known, value, json);
        seen.add(known);
      } else {
        const id = newId();
        this.idOf.set(value, id);
        this.editorOf.set(id, value);
        this.service.addAnnotation(this.readingId, this.hash, fields, id);
        this.quote = '';
        this.mark(id, value, json);
        seen.add(id);
      }
    }
    for (const [id] of this.editorOf) {
      if (seen.has(id)) continue;
      this.editorOf.delete(id);
      this.written.delete(id);
      this.applied.delete(id);
      this.service.removeAnnotation(id);
    }
  }

  private rowFields(id: string) {
    const row = this.service.repos.annotations.get(id);
    return row?.text !== undefined ? { text: row.text } : {};
  }

  private mark(id: string, _editor: Editor, json: string) {
    this.written.set(id, json);
    const row = this.service.repos.annotations.get(id);
    if (row) this.applied.set(id, JSON.stringify(toEditor(row)));
  }

  /** Applies rows changed elsewhere (another device, or a removal from the side panel). */
  applyRows(): void {
    if (this.stopped || this.writing) return;
    const rows = new Map(this.rows().map((r) => [r.id, r]));
    for (const [id, editor] of [...this.editorOf]) {
      const row = rows.get(id);
      if (row && this.applied.get(id) === JSON.stringify(toEditor(row))) continue;
      this.editorOf.delete(id);
      this.written.delete(id);
      this.applied.delete(id);
      editor.remove();
    }
    const pages = new Set([...rows.values()].filter((r) => !this.editorOf.has(r.id)).map((r) => r.pageIndex));
    for (const page of pages) void this.restorePage(page);
  }
}
