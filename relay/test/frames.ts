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

/**
 * An update that parses (Y.decodeUpdate accepts it) but throws inside Y.applyUpdate ("Cannot read
 * properties of undefined"), found by fuzzing yjs 13.6: the "bad update" of the hostile-input tests.
 */
export const THROWING_UPDATE = Uint8Array.from(
  Buffer.from(
    '0205e0fdc5f504002801016d0162017601017a7d01c4cca69a8b0204cca69a8b0205017ac4e0fdc5f50430cca69a8b0205017a' +
      '46cca69a8b020404626f6c640474727565c6e0fdc5f50401e0fdc5f5040204626f6c64046e756c6c05cca69a8b0200280101' +
      '6d016101770568656c6c6f0101036172720188cca69a8b0201027d0277017804010174016184cca69a8b0204024c6301cca6' +
      '9a8b02010101',
    'hex',
  ),
);
