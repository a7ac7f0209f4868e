/**
 * Signature mode: Docket's side of pdf.js's SignatureEditor. pdf.js's viewer components take a
 * `signatureManager` (its full viewer's is web/signature_manager.js, a dialog the components do not ship):
 * when a signature editor is created it asks for one (`getSignature`), and the editor's toolbar asks for a
 * button to edit its description (`renderEditButton`). Here the request opens Docket's own dialog
 * (SignatureDialog); what the student draws, types or picks is turned into pdf.js's outline by the editor's
 * own extractors (getDrawnSignature / getFromText / getFromImage) and placed with `addSignature`, as pdf.js's
 * dialog does. The placed editor is then stored like every other annotation (bridge.ts).
 */
import {
  type DrawnCurves,
  isSignatureImage,
  SIGNATURE_FONT,
  SIGNATURE_HEIGHT_IN_PAGE,
  SIGNATURE_TEXT,
  typedSignature,
} from '../../core/reader';

/** The parts of pdf.js's SignatureEditor used here. */
export interface SignatureEditorLike {
  _drawId: number | null;
  description: string | null;
  getDrawnSignature(curves: DrawnCurves): unknown;
  getFromText(text: string, font: { fontFamily: string; fontStyle: string; fontWeight: string }): unknown;
  getFromImage(bitmap: ImageBitmap): unknown;
  addSignature(data: unknown, heightInPage: number, description: string, uuid: string | null): void;
  remove(): void;
}
/** The parts of pdf.js's AnnotationEditorUIManager used here. */
export interface UiManagerLike {
  removeEditListeners(): void;
  addEditListeners(): void;
  imageManager: { getFromFile(file: File): Promise<{ bitmap: ImageBitmap } | null> };
}

export type SignatureInput =
  | { kind: 'draw'; curves: DrawnCurves }
  | { kind: 'type'; text: string }
  | { kind: 'image'; file: File };

export class SignaturePlacer {
  private pending?: { editor: SignatureEditorLike; uiManager: UiManagerLike };

  constructor(
    private readonly hooks: {
      /** A signature is asked for: show the dialog. */
      request(): void;
      /** The description of a placed signature is to be edited. */
      describe(editor: SignatureEditorLike): void;
      /** A signature was placed or its description changed: store it. */
      changed(): void;
    },
  ) {}

  get waiting(): boolean {
    return this.pending !== undefined;
  }

  // pdf.js's signatureManager interface ------------------------------------------------------------------

  getSignature = ({ uiManager, editor }: { uiManager: UiManagerLike; editor: SignatureEditorLike }) => {
    if (this.pending) this.cancel(); // one dialog at a time: the earlier empty editor goes
    this.pending = { editor, uiManager };
    uiManager.removeEditListeners(); // copy/paste/cut go to the dialog, not to the page
    this.hooks.request();
  };

  /** pdf.js loads saved signatures for its toolbar here; Docket keeps none outside the annotations. */
  loadSignatures = async () => {};

  renderEditButton = async (editor: SignatureEditorLike): Promise<HTMLButtonElement> => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'docket-signature-describe';
    button.textContent = 'Description';
    button.title = editor.description ?? '';
    button.setAttribute('aria-label', "Edit the signature's description");
    button.addEventListener('click', () => this.hooks.describe(editor));
    return button;
  };

  destroy = () => {
    if (this.pending) this.cancel();
  };

  // Docket's dialog -----------------------------------------------------------------------------------------

  /**
   * Places what the student made on the page (centred where the editor was created). Returns a message for
   * the student when nothing can be placed (an image of the wrong type or with no signature in it).
   */
  async place(input: SignatureInput, description: string): Promise<string | null> {
    const pending = this.pending;
    if (!pending) return null;
    const { editor, uiManager } = pending;
    let outline: unknown = null;
    if (input.kind === 'draw') outline = editor.getDrawnSignature(input.curves);
    else if (input.kind === 'type') {
      const text = typedSignature(input.text);
      if (!text) return input.text.trim() ? SIGNATURE_TEXT.typedTooLong : SIGNATURE_TEXT.typeHint;
      outline = editor.getFromText(text, {
        fontFamily: SIGNATURE_FONT,
        fontStyle: 'italic',
        fontWeight: '400',
      });
    } else {
      if (!isSignatureImage(input.file)) return SIGNATURE_TEXT.imageType(input.file.name);
      const image = await uiManager.imageManager.getFromFile(input.file).catch(() => null);
      if (!image) return SIGNATURE_TEXT.imageType(input.file.name);
      outline = editor.getFromImage(image.bitmap);
    }
    if (!outline) return SIGNATURE_TEXT.noSignature;
    if (this.pending !== pending) return null; // cancelled meanwhile
    this.pending = undefined;
    editor.addSignature(outline, SIGNATURE_HEIGHT_IN_PAGE, description.trim(), null);
    uiManager.addEditListeners();
    this.hooks.changed();
    return null;
  }

  /** The dialog was closed without a signature: the empty editor goes (as in pdf.js's own dialog). */
  cancel() {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    if (pending.editor._drawId === null) pending.editor.remove();
    pending.uiManager.addEditListeners();
  }

  /** Sets a placed signature's description (read out as its alternative text). */
  describe(editor: SignatureEditorLike, description: string) {
    editor.description = description.trim();
    this.hooks.changed();
  }
}
