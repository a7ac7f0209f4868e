import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { LogFields, Logger } from '../logger';

/** A y-protocols sync update frame (message 0, sub-type 2). */
export function syncUpdateFrame(update: Uint8Array): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint(e, 2);
  encoding.writeVarUint8Array(e, update);
  return encoding.toUint8Array(e);
}

/** A sync step 1 frame with an empty state vector (asks for everything). */
export function syncStep1Frame(): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
  return encoding.toUint8Array(e);
}

/** An update that sets `key` to a string of `bytes` characters in map 'm'. */
export function bigUpdate(key: string, bytes: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('m').set(key, 'x'.repeat(bytes));
  return Y.encodeStateAsUpdate(doc);
}

/** An awareness frame (message 1) carrying one client's state. */
export function awarenessFrame(clientId: number, clock: number, state: unknown): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 1);
  const inner = encoding.createEncoder();
  encoding.writeVarUint(inner, 1);
  encoding.writeVarUint(inner, clientId);
  encoding.writeVarUint(inner, clock);
  encoding.writeVarString(inner, JSON.stringify(state));
  encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
  return encoding.toUint8Array(e);
}

export const isAwarenessFrame = (frame: Uint8Array) => frame[0] === 1;
export { awarenessProtocol };

/** A logger that keeps every line, for tests that check what the relay logged. */
export function recordingLogger(): Logger & { lines: { level: string; event: string; fields: LogFields }[] } {
  const lines: { level: string; event: string; fields: LogFields }[] = [];
  const at =
    (level: string) =>
    (event: string, fields: LogFields = {}) => {
      lines.push({ level, event, fields });
    };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
