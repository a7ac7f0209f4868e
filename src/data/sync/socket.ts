/** What the provider needs of a WebSocket constructor (the browser's, or `ws` in Node). */
export type WebSocketClass = typeof WebSocket;

export interface SocketHooks {
  /** The socket opened; runs before the provider's own open handler (which sends the state-vector request). */
  open(socket: WebSocket): void;
  /** A text frame. Text never reaches the provider, whose handler reads every frame as binary. */
  text(socket: WebSocket, data: string): void;
  /** A binary frame, before the provider reads it. */
  binary(socket: WebSocket, data: Uint8Array): void;
}

/**
 * A WebSocket class for y-websocket's `WebSocketPolyfill` option that lets the sync client see the socket
 * first. The provider assigns `onopen`/`onmessage` after constructing the socket; listeners added here in the
 * constructor are registered earlier, so they run first. `onmessage` is intercepted on the instance so that
 * text frames ({"type":"error"}, ...) are taken out before the provider, which would fail to decode them.
 */
export function instrumentedSocketClass(Base: WebSocketClass, hooks: SocketHooks): WebSocketClass {
  function DocketSocket(url: string | URL, protocols?: string | string[]): WebSocket {
    const socket = new Base(url, protocols);
    let providerHandler: ((this: WebSocket, event: MessageEvent) => unknown) | null = null;
    Object.defineProperty(socket, 'onmessage', {
      configurable: true,
      enumerable: true,
      get: () => providerHandler,
      set: (handler: typeof providerHandler) => {
        providerHandler = handler;
      },
    });
    socket.addEventListener('open', () => hooks.open(socket));
    socket.addEventListener('message', (event: MessageEvent) => {
      const data: unknown = event.data;
      if (typeof data === 'string') {
        hooks.text(socket, data);
        return;
      }
      hooks.binary(socket, toBytes(data));
      providerHandler?.call(socket, event);
    });
    return socket;
  }
  // The constants y-websocket and callers may read from the class.
  Object.assign(DocketSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  return DocketSocket as unknown as WebSocketClass;
}

function toBytes(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(0);
}
