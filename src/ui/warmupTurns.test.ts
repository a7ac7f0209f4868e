import { describe, expect, it } from 'vitest';
import { warmupTurn } from './warmupTurns';

describe('warmupTurn', () => {
  const dashboard = Symbol('dashboard');
  const editor = Symbol('editor');
  const analytics = Symbol('analytics');

  it('gives the turn to the only warm-up that wants one', () => {
    expect(warmupTurn(new Map([[dashboard, 0]]), dashboard, false)).toBe(true);
  });

  it('gives no turn to a warm-up that has not asked for one', () => {
    expect(warmupTurn(new Map([[dashboard, 0]]), editor, false)).toBe(false);
  });

  it('lets the higher priority go first, and the lower one after it is done', () => {
    const claims = new Map([
      [dashboard, 0],
      [editor, 1],
    ]);
    expect(warmupTurn(claims, editor, false)).toBe(true);
    expect(warmupTurn(claims, dashboard, false)).toBe(false);
    claims.delete(editor);
    expect(warmupTurn(claims, dashboard, false)).toBe(true);
  });

  it('lets warm-ups of the same priority run together', () => {
    const claims = new Map([
      [dashboard, 0],
      [analytics, 0],
    ]);
    expect(warmupTurn(claims, dashboard, false)).toBe(true);
    expect(warmupTurn(claims, analytics, false)).toBe(true);
  });

  it('gives nobody a turn while paused (a link was followed)', () => {
    expect(warmupTurn(new Map([[editor, 1]]), editor, true)).toBe(false);
  });
});
