/**
 * The reader's pdf.js side: one PDFViewer (continuous pages, text layer, annotation and editor layers) with
 * its event bus, link service and find controller, the annotation bridge and the comment markers. React
 * holds one of these per open file and reads its state through `subscribe`/`state`.
 */
import type { PdfAnnotation } from '../../core/model';
import { type EditingMode, isAllowedStampType, PDFJS_EDITOR_TYPE, VIEWER_DEFAULTS } from '../../core/reader';
import type { ReaderPosition, ReaderService } from '../../data/reader';
import { AnnotationBridge, type ViewerLike } from './bridge';
import { syncMarkers } from './markers';
import type { ThumbnailDocument } from './thumbnailPainter';
import { loadViewer, takeOpening } from './pdfjs';
import { type SignatureEditorLike, SignaturePlacer, type UiManagerLike } from './signatures';

/** pdf.js's AnnotationEditorParamsType.CREATE: a new editor centred on the current page. */
const CREATE_EDITOR = 2;

export interface OutlineItem {
  title: string;
  dest: unknown;
  items: OutlineItem[];
}

export interface ReaderState {
  status: 'loading' | 'ready' | 'error';
  error?: string;
  page: number;
  pages: number;
  scale: string;
  mode: EditingMode;
  find: { query: string; current: number; total: number; notFound: boolean };
  outline: OutlineItem[];
}

type Bus = {
  on(name: string, fn: (e: Record<string, unknown>) => void): void;
  dispatch(name: string, e: object): void;
};
interface Viewer extends ViewerLike {
  currentPageNumber: number;
  currentScaleValue: string;
  pagesCount: number;
  annotationEditorMode: { mode: number };
  container: HTMLElement;
  scrollPageIntoView(params: {
    pageNumber: number;
    destArray?: unknown[];
    allowNegativeOffset?: boolean;
  }): void;
  getPageView(index: number):
    | (ReturnType<ViewerLike['getPageView']> & {
        div: HTMLElement;
        pdfPage?: { view: number[] } | null;
        viewport: { convertToPdfPoint(x: number, y: number): number[] };
      })
    | undefined;
  cleanup(): void;
  setDocument(doc: unknown): void;
  increaseScale(): void;
  decreaseScale(): void;
}

/** Named zoom values pdf.js understands, and percentages. */
export const ZOOMS = ['auto', 'page-fit', 'page-width', '0.5', '0.75', '1', '1.25', '1.5', '2', '3'] as const;

export class ReaderController {
  state: ReaderState = {
    status: 'loading',
    page: 1,
    pages: 0,
    scale: 'auto',
    mode: 'none',
    find: { query: '', current: 0, total: 0, notFound: false },
    outline: [],
  };
  viewer?: Viewer;
  bridge?: AnnotationBridge;
  /** When the file started opening, was parsed, and the first page was painted (performance.now()), for the bench. */
  openedAt?: number;
  loadedAt?: number;
  firstPaintAt?: number;
  private bus?: Bus;
  private link?: { goToDestination(dest: unknown): Promise<void> };
  private destroyTask?: () => Promise<void>;
  private listeners = new Set<() => void>();
  private cleanups: (() => void)[] = [];
  private collectTimer?: ReturnType<typeof setTimeout>;
  private positionTimer?: ReturnType<typeof setTimeout>;
  private closed = false;
  private saved?: Promise<ReaderPosition | undefined>;
  private savedPosition?: ReaderPosition;
  private doc?: { getOutline(): Promise<unknown[] | null> };

  constructor(
    private readonly service: ReaderService,
    private readonly readingId: string,
    private readonly hash: string,
    private readonly hooks: {
      openComment: (id: string, anchor: HTMLElement | null) => void;
      refused: (message: string) => void;
      /** Signature mode asks for a signature: show the dialog. */
      requestSignature: () => void;
      describeSignature: (editor: SignatureEditorLike) => void;
    },
  ) {
    this.signatures = new SignaturePlacer({
      request: () => hooks.requestSignature(),
      describe: (editor) => hooks.describeSignature(editor),
      changed: () => this.collectSoon(),
    });
  }

  /** pdf.js's signatureManager: Docket's dialog places the signatures (signatures.ts). */
  readonly signatures: SignaturePlacer;
  private uiManager?: UiManagerLike & { updateParams(type: number, value: unknown): void };
  /** The editor mode pdf.js has finished switching to, and who waits for one. */
  private pdfMode = 0;
  private modeWaiters: { mode: number; resolve: () => void }[] = [];

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = () => this.state;
  private set(patch: Partial<ReaderState>) {
    this.state = { ...this.state, ...patch };
    // Until the first page is painted the screen shows it loading: the page count, page and scale pdf.js
    // reports meanwhile are kept and shown with it, so React does not re-render while pdf.js renders it.
    if (this.state.status === 'loading') return;
    for (const l of this.listeners) l();
  }

  async open(container: HTMLDivElement, viewerDiv: HTMLDivElement, data: Blob, narrow: boolean) {
    this.openedAt = performance.now();
    // Started together: the document (pdf.js warm when the reading's page prepared it; usually already
    // parsing since the screen read the file: startOpening) and the saved position (so the first page
    // renders once, at its final scale).
    const opening = takeOpening(this.hash, data);
    this.saved = this.service.position(this.readingId, this.hash).catch(() => undefined);
    try {
      const { pdfjs, viewer: lib } = await loadViewer();
      if (this.closed) {
        void opening.then((task) => task.destroy()).catch(() => {});
        return;
      }
      const bus = new lib.EventBus() as unknown as Bus;
      const link = new lib.PDFLinkService({ eventBus: bus as never });
      const find = new lib.PDFFindController({ eventBus: bus as never, linkService: link });
      const viewer = new lib.PDFViewer({
        container,
        viewer: viewerDiv,
        eventBus: bus as never,
        linkService: link,
        findController: find,
        textLayerMode: 1,
        annotationMode: pdfjs.AnnotationMode.ENABLE_FORMS,
        annotationEditorMode: pdfjs.AnnotationEditorType.NONE,
        annotationEditorHighlightColors: `yellow=${VIEWER_DEFAULTS.highlightColor.toUpperCase()},green=#53FFBC,blue=#80EBFF,pink=#FFCBE6,red=#FF4F5F`,
        signatureManager: this.signatures,
      } as ConstructorParameters<typeof lib.PDFViewer>[0]) as unknown as Viewer;
      link.setViewer(viewer as never);
      this.viewer = viewer;
      this.bus = bus;
      this.link = link as never;
      this.bridge = new AnnotationBridge(viewer, this.service, this.readingId, this.hash, this.hooks.refused);
      this.listen(bus, narrow);
      const task = await opening;
      this.destroyTask = () => task.destroy();
      const doc = await task.promise;
      if (this.closed) return;
      this.loadedAt = performance.now();
      this.savedPosition = await this.saved;
      if (this.closed) return;
      viewer.setDocument(doc);
      link.setDocument(doc);
      this.doc = doc;
      this.set({ pages: doc.numPages });
    } catch (error) {
      this.set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  }

  private listen(bus: Bus, narrow: boolean) {
    bus.on('pagesinit', () => this.restorePosition(narrow));
    bus.on('pagerendered', () => {
      if (this.firstPaintAt === undefined) {
        this.firstPaintAt = performance.now();
        this.set({ status: 'ready' });
        // Not needed for the first page: asked of the worker once it is painted.
        this.doc?.getOutline().then(
          (outline) => this.set({ outline: (outline ?? []) as unknown as OutlineItem[] }),
          () => {},
        );
      }
    });
    bus.on('pagechanging', (e) => {
      this.set({ page: Number(e.pageNumber) });
      this.savePositionSoon();
    });
    bus.on('scalechanging', (e) => {
      this.set({ scale: String(e.presetValue ?? e.scale) });
      this.savePositionSoon();
    });
    bus.on('updatefindmatchescount', (e) => {
      const m = e.matchesCount as { current: number; total: number };
      this.set({ find: { ...this.state.find, current: m.current, total: m.total } });
    });
    bus.on('updatefindcontrolstate', (e) => {
      const m = (e.matchesCount ?? { current: 0, total: 0 }) as { current: number; total: number };
      this.set({ find: { ...this.state.find, current: m.current, total: m.total, notFound: e.state === 1 } });
    });
    bus.on('annotationeditorlayerrendered', (e) => {
      void this.bridge?.restorePage(Number(e.pageNumber) - 1).then(() => this.refreshMarkers());
    });
    bus.on('annotationeditorstateschanged', () => this.collectSoon());
    bus.on('annotationeditoruimanager', (e) => {
      this.uiManager = e.uiManager as typeof this.uiManager;
    });
    bus.on('annotationeditormodechanged', (e) => {
      const mode = Number(e.mode);
      this.pdfMode = mode;
      for (const w of this.modeWaiters.filter((w) => w.mode === mode)) w.resolve();
      this.modeWaiters = this.modeWaiters.filter((w) => w.mode !== mode);
      if (this.state.mode === 'comment') return;
      const name = (Object.entries(PDFJS_EDITOR_TYPE).find(([, v]) => v === mode)?.[0] ??
        'none') as EditingMode;
      if (name !== this.state.mode) this.set({ mode: name });
    });
    const container = this.viewer!.container;
    const collect = () => this.collectSoon();
    const onSelection = () => {
      const selection = document.getSelection();
      if (selection && !selection.isCollapsed && container.contains(selection.anchorNode))
        this.bridge?.noteSelection(selection.toString());
    };
    const onClick = (e: MouseEvent) => this.placeComment(e);
    for (const name of ['pointerup', 'keyup', 'focusout', 'input'] as const)
      container.addEventListener(name, collect);
    container.addEventListener('click', onClick);
    document.addEventListener('selectionchange', onSelection);
    const unsubscribe = this.service.repos.annotations.subscribe(() => {
      this.bridge?.applyRows();
      this.refreshMarkers();
    });
    this.cleanups.push(() => {
      for (const name of ['pointerup', 'keyup', 'focusout', 'input'] as const)
        container.removeEventListener(name, collect);
      container.removeEventListener('click', onClick);
      document.removeEventListener('selectionchange', onSelection);
      unsubscribe();
    });
  }

  /** Set in pdf.js's pagesinit, before it renders the first page: the page renders once, at its scale. */
  private restorePosition(narrow: boolean) {
    const viewer = this.viewer!;
    const saved = this.savedPosition;
    viewer.currentScaleValue = saved?.scale ?? (narrow ? 'page-width' : 'auto');
    const page = Math.min(saved?.page ?? this.initialPage, viewer.pagesCount);
    if (page > 1 || (saved?.offset ?? 0) > 0) {
      viewer.currentPageNumber = page;
      const view = viewer.getPageView(page - 1);
      if (view?.div && saved?.offset)
        viewer.container.scrollTop = view.div.offsetTop + saved.offset * view.div.clientHeight;
    }
    this.set({ page: viewer.currentPageNumber, scale: viewer.currentScaleValue });
  }

  /** The page to open at when nothing was saved (set by the screen from ?page=). */
  initialPage = 1;

  private savePositionSoon() {
    clearTimeout(this.positionTimer);
    this.positionTimer = setTimeout(() => void this.savePosition(), VIEWER_DEFAULTS.redrawDebounceMs);
  }

  private async savePosition() {
    const viewer = this.viewer;
    if (!viewer || this.closed || !viewer.pagesCount) return;
    const page = viewer.currentPageNumber;
    const view = viewer.getPageView(page - 1);
    const offset = view?.div
      ? Math.min(
          1,
          Math.max(0, (viewer.container.scrollTop - view.div.offsetTop) / Math.max(1, view.div.clientHeight)),
        )
      : 0;
    const position: ReaderPosition = { page, scale: viewer.currentScaleValue || 'auto', offset };
    await this.service.savePosition(this.readingId, this.hash, position);
  }

  private collectSoon() {
    clearTimeout(this.collectTimer);
    this.collectTimer = setTimeout(() => this.bridge?.collect(), VIEWER_DEFAULTS.redrawDebounceMs);
  }

  /** Writes pending editor changes at once (before leaving, exporting or jumping). */
  flush() {
    clearTimeout(this.collectTimer);
    this.bridge?.collect();
  }

  setMode(mode: EditingMode) {
    const viewer = this.viewer;
    if (!viewer) return;
    this.flush();
    this.set({ mode });
    const pdfMode = mode === 'comment' ? PDFJS_EDITOR_TYPE.none : PDFJS_EDITOR_TYPE[mode];
    viewer.annotationEditorMode = { mode: pdfMode };
    // Signature mode starts with a new signature (pdf.js creates it, centred, and asks for it: the dialog).
    if (mode === 'signature') void this.addSignature();
  }

  /** Resolves once pdf.js has switched its editors to `mode` (its switch is asynchronous). */
  private whenMode(mode: number): Promise<void> {
    if (this.pdfMode === mode) return Promise.resolve();
    return new Promise((resolve) => this.modeWaiters.push({ mode, resolve }));
  }

  /** Signature mode: another signature, centred on the current page (the dialog asks for it). */
  async addSignature() {
    if (this.state.mode !== 'signature') return;
    await this.whenMode(PDFJS_EDITOR_TYPE.signature);
    if (!this.signatures.waiting) this.uiManager?.updateParams(CREATE_EDITOR, {});
  }

  /** Image mode: an image file placed centred on the current page (only the allowed image types). */
  async addImage(file: File) {
    if (!isAllowedStampType(file.type)) {
      this.hooks.refused(`“${file.name}”: only PNG, JPEG, GIF, WebP, BMP, AVIF or ICO images can be added.`);
      return;
    }
    if (this.state.mode !== 'stamp') this.setMode('stamp');
    await this.whenMode(PDFJS_EDITOR_TYPE.stamp);
    this.uiManager?.updateParams(CREATE_EDITOR, { bitmapFile: file });
    this.collectSoon();
  }

  /** Comment mode: a click on a page places a comment there and opens its popup. */
  private placeComment(e: MouseEvent) {
    if (this.state.mode !== 'comment' || !this.viewer) return;
    const target = e.target as HTMLElement;
    if (target.closest('.docket-comment-marker')) return;
    const pageDiv = target.closest<HTMLElement>('.page');
    const index = Number(pageDiv?.dataset.pageNumber) - 1;
    const view = this.viewer.getPageView(index);
    if (!pageDiv || !view) return;
    const box = pageDiv.getBoundingClientRect();
    const [x = 0, y = 0] = view.viewport.convertToPdfPoint(e.clientX - box.left, e.clientY - box.top);
    const row = this.service.addAnnotation(this.readingId, this.hash, {
      type: 'text',
      pageIndex: index,
      rect: [x, y - 20, x + 20, y],
      rotation: 0,
      color: '#fff066',
      opacity: 1,
      editor: {},
    });
    this.hooks.openComment(row.id, null);
  }

  refreshMarkers() {
    const viewer = this.viewer;
    if (!viewer) return;
    const comments = this.service.annotationsOf(this.readingId, this.hash).filter((a) => a.type === 'text');
    syncMarkers(
      (i) => viewer.getPageView(i),
      viewer.pagesCount,
      comments,
      (id, anchor) => this.hooks.openComment(id, anchor),
    );
  }

  /** The open document (for the thumbnails view) and the shape of its first page (width / height). */
  get document(): ThumbnailDocument | null {
    return (this.viewer?.pdfDocument as unknown as ThumbnailDocument | null | undefined) ?? null;
  }
  get firstPageAspect(): number {
    const view = this.viewer?.getPageView(0)?.pdfPage?.view;
    return view && view[3]! - view[1]! > 0 ? (view[2]! - view[0]!) / (view[3]! - view[1]!) : 0.77;
  }

  goToPage(page: number) {
    if (this.viewer && page >= 1 && page <= this.viewer.pagesCount) this.viewer.currentPageNumber = page;
  }

  setScale(value: string) {
    if (this.viewer) this.viewer.currentScaleValue = value;
  }
  zoom(dir: 1 | -1) {
    if (dir > 0) this.viewer?.increaseScale();
    else this.viewer?.decreaseScale();
  }

  find(query: string, previous = false, again = false) {
    this.set({ find: { ...this.state.find, query } });
    this.bus?.dispatch('find', {
      source: this,
      type: again ? 'again' : '',
      query,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: previous,
      matchDiacritics: false,
    });
  }

  goToDestination(dest: unknown) {
    void this.link?.goToDestination(dest);
  }

  /** Scrolls to an annotation and marks its editor for a moment. */
  jumpTo(a: PdfAnnotation) {
    const viewer = this.viewer;
    if (!viewer) return;
    viewer.scrollPageIntoView({
      pageNumber: a.pageIndex + 1,
      destArray: [null, { name: 'XYZ' }, a.rect[0], a.rect[3] + 24, null],
      allowNegativeOffset: true,
    });
    const div = this.bridge?.editorFor(a.id)?.div;
    if (div) {
      div.classList.add('docket-flash');
      setTimeout(() => div.classList.remove('docket-flash'), 1500);
    }
  }

  async close() {
    this.flush();
    clearTimeout(this.positionTimer);
    await this.savePosition().catch(() => {});
    this.closed = true;
    this.bridge?.stop();
    for (const c of this.cleanups) c();
    this.viewer?.cleanup();
    this.viewer?.setDocument(null);
    await this.destroyTask?.();
  }
}
