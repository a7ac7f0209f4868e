import { describe, expect, it, vi } from 'vitest';
import { SIGNATURE_HEIGHT_IN_PAGE, SIGNATURE_TEXT } from '../../core/reader';
import { type SignatureEditorLike, SignaturePlacer, type UiManagerLike } from './signatures';

function fakes(image: { bitmap: ImageBitmap } | null = null, outline: unknown = { outline: 'o' }) {
  const editor = {
    _drawId: null as number | null,
    description: null as string | null,
    getDrawnSignature: vi.fn(() => outline),
    getFromText: vi.fn((_text: string, _font: { fontStyle: string }) => outline),
    getFromImage: vi.fn(() => outline),
    addSignature: vi.fn(function (this: SignatureEditorLike) {
      this._drawId = 1;
    }),
    remove: vi.fn(),
  };
  const uiManager = {
    removeEditListeners: vi.fn(),
    addEditListeners: vi.fn(),
    imageManager: { getFromFile: vi.fn(async () => image) },
  };
  const hooks = { request: vi.fn(), describe: vi.fn(), changed: vi.fn() };
  const placer = new SignaturePlacer(hooks);
  placer.getSignature({ editor: editor as SignatureEditorLike, uiManager: uiManager as UiManagerLike });
  return { editor, uiManager, hooks, placer };
}

const curves = { width: 300, height: 160, thickness: 2, curves: [{ points: [1, 2, 3, 4] }] };

describe('SignaturePlacer (pdf.js signatureManager)', () => {
  it('asks for a signature when pdf.js does, with the page edit listeners off meanwhile', () => {
    const { hooks, uiManager, placer } = fakes();
    expect(hooks.request).toHaveBeenCalledOnce();
    expect(uiManager.removeEditListeners).toHaveBeenCalledOnce();
    expect(placer.waiting).toBe(true);
  });

  it('places a drawn signature 40 pt high with its description, then stores it', async () => {
    const { editor, uiManager, hooks, placer } = fakes();
    expect(await placer.place({ kind: 'draw', curves }, '  Ada ')).toBeNull();
    expect(editor.getDrawnSignature).toHaveBeenCalledWith(curves);
    expect(editor.addSignature).toHaveBeenCalledWith({ outline: 'o' }, SIGNATURE_HEIGHT_IN_PAGE, 'Ada', null);
    expect(uiManager.addEditListeners).toHaveBeenCalledOnce();
    expect(hooks.changed).toHaveBeenCalledOnce();
    expect(placer.waiting).toBe(false);
    placer.cancel(); // nothing pending any more: the placed one stays
    expect(editor.remove).not.toHaveBeenCalled();
  });

  it('types a name in a handwriting font; refuses an empty or too long one', async () => {
    const { editor, placer } = fakes();
    expect(await placer.place({ kind: 'type', text: '   ' }, '')).toBe(SIGNATURE_TEXT.typeHint);
    expect(await placer.place({ kind: 'type', text: 'x'.repeat(101) }, '')).toBe(SIGNATURE_TEXT.typedTooLong);
    expect(editor.addSignature).not.toHaveBeenCalled();
    expect(await placer.place({ kind: 'type', text: ' Ada  Lovelace' }, 'Ada Lovelace')).toBeNull();
    expect(editor.getFromText.mock.calls[0]?.[0]).toBe('Ada Lovelace');
    expect(editor.getFromText.mock.calls[0]?.[1]).toMatchObject({ fontStyle: 'italic' });
  });

  it('reads an image through pdf.js; refuses SVG and an image with no signature in it', async () => {
    const svg = new File(['<svg/>'], 'sig.svg', { type: 'image/svg+xml' });
    const png = new File([new Uint8Array([1])], 'sig.png', { type: 'image/png' });
    const none = fakes({ bitmap: {} as ImageBitmap }, null);
    expect(await none.placer.place({ kind: 'image', file: svg }, '')).toBe(
      SIGNATURE_TEXT.imageType('sig.svg'),
    );
    expect(none.uiManager.imageManager.getFromFile).not.toHaveBeenCalled();
    expect(await none.placer.place({ kind: 'image', file: png }, '')).toBe(SIGNATURE_TEXT.noSignature);
    expect(none.editor.addSignature).not.toHaveBeenCalled();
    expect(none.placer.waiting).toBe(true); // the dialog stays open for another try

    const good = fakes({ bitmap: {} as ImageBitmap });
    expect(await good.placer.place({ kind: 'image', file: png }, 'sig.png')).toBeNull();
    expect(good.editor.getFromImage).toHaveBeenCalledOnce();
    expect(good.editor.addSignature).toHaveBeenCalledOnce();
  });

  it('cancelling removes the empty editor pdf.js made, as its own dialog does', () => {
    const { editor, uiManager, placer } = fakes();
    placer.cancel();
    expect(editor.remove).toHaveBeenCalledOnce();
    expect(uiManager.addEditListeners).toHaveBeenCalledOnce();
    expect(placer.waiting).toBe(false);
  });

  it('changes a placed signature description and stores it', () => {
    const { editor, hooks, placer } = fakes();
    placer.describe(editor as SignatureEditorLike, ' My signature ');
    expect(editor.description).toBe('My signature');
    expect(hooks.changed).toHaveBeenCalledOnce();
  });
});
