import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';

/**
 * Message types of y-websocket 3.1.0's WebsocketProvider (first varuint of each binary frame).
 * Auth (2) only flows from server to client, so a client sending it is malformed.
 */
export const MessageType = { Sync: 0, Awareness: 1, Auth: 2, QueryAwareness: 3 } as const;
/** Sync sub-types of y-protocols/sync. */
export const SyncType = { Step1: 0, Step2: 1, Update: 2 } as const;

export type ClientMessage =
  | { kind: 'sync-step-1'; stateVector: Uint8Array }
  | { kind: 'update'; update: Uint8Array; step2: boolean }
  | { kind: 'awareness'; update: Uint8Array }
  | { kind: 'query-awareness' };

export class MalformedMessageError extends Error {}

/**
 * Decodes one binary frame strictly: known type, complete, nothing left over, and the Yjs
 * payload itself parses. Throws MalformedMessageError otherwise. Never touches a doc.
 */
export function decodeClientMessage(data: Uint8Array): ClientMessage {
  try {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    let message: ClientMessage;
    switch (type) {
      case MessageType.Sync: {
        const syncType = decoding.readVarUint(decoder);
        const payload = decoding.readVarUint8Array(decoder);
        if (syncType === SyncType.Step1) {
          Y.decodeStateVector(payload); // throws when malformed
          message = { kind: 'sync-step-1', stateVector: payload };
        } else if (syncType === SyncType.Step2 || syncType === SyncType.Update) {
          Y.decodeUpdate(payload); // parses every struct and the delete set; throws when malformed
          message = { kind: 'update', update: payload, step2: syncType === SyncType.Step2 };
        } else {
          throw new Error(`unknown sync message type ${syncType}`);
        }
        break;
      }
      case MessageType.Awareness: {
        const update = decoding.readVarUint8Array(decoder);
        validateAwarenessUpdate(update);
        message = { kind: 'awareness', update };
        break;
      }
      case MessageType.QueryAwareness:
        message = { kind: 'query-awareness' };
        break;
      default:
        throw new Error(`unknown message type ${type}`);
    }
    if (decoding.hasContent(decoder)) throw new Error('trailing bytes');
    return message;
  } catch (err) {
    throw new MalformedMessageError(err instanceof Error ? err.message : String(err));
  }
}

/** The awareness wire format: count, then (clientID, clock, JSON state) per entry. */
function validateAwarenessUpdate(update: Uint8Array) {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  for (let i = 0; i < count; i++) {
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    JSON.parse(decoding.readVarString(decoder));
  }
  if (decoding.hasContent(decoder)) throw new Error('trailing bytes in awareness update');
}

function frame(write: (e: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

export const encodeSyncStep1 = (doc: Y.Doc) =>
  frame((e) => {
    encoding.writeVarUint(e, MessageType.Sync);
    encoding.writeVarUint(e, SyncType.Step1);
    encoding.writeVarUint8Array(e, Y.encodeStateVector(doc));
  });

export const encodeSyncStep2 = (doc: Y.Doc, stateVector: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MessageType.Sync);
    encoding.writeVarUint(e, SyncType.Step2);
    encoding.writeVarUint8Array(e, Y.encodeStateAsUpdate(doc, stateVector));
  });

export const encodeUpdate = (update: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, MessageType.Sync);
    encoding.writeVarUint(e, SyncType.Update);
    encoding.writeVarUint8Array(e, update);
  });

export const encodeAwareness = (awareness: awarenessProtocol.Awareness, clients: number[]) =>
  frame((e) => {
    encoding.writeVarUint(e, MessageType.Awareness);
    encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  });
