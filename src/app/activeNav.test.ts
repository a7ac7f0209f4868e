import { describe, expect, it } from 'vitest';
import { activeNavLink, followsInApp } from './activeNav';

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('activeNavLink', () => {
  it('is the link of the page and of the pages under it', () => {
    expect(activeNavLink('/dashboard')).toBe('/dashboard');
    expect(activeNavLink('/rpa')).toBe('/rpa');
    expect(activeNavLink('/rpa/42')).toBe('/rpa');
    expect(activeNavLink('/weak-spots/list')).toBe('/weak-spots');
    expect(activeNavLink('/focus-session/history')).toBe('/focus-session');
    expect(activeNavLink('/syllabus/week/3')).toBe('/syllabus');
    expect(activeNavLink('/flowmap/abc/')).toBe('/flowmap');
  });

  it('is no link for a page of none, nor for a path that only starts like one', () => {
    expect(activeNavLink('/settings')).toBeUndefined();
    expect(activeNavLink('/')).toBeUndefined();
    expect(activeNavLink('/rpas')).toBeUndefined();
    expect(activeNavLink('/weak-spot/abc')).toBeUndefined();
    expect(activeNavLink('/no/such/page')).toBeUndefined();
  });
});

describe('followsInApp', () => {
  it('follows a plain left click in the app', () => {
    expect(followsInApp(click)).toBe(true);
    expect(followsInApp(click, '_self')).toBe(true);
  });

  it('leaves a modified, middle or handled click and another target to the browser', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(followsInApp({ ...click, [key]: true })).toBe(false);
    expect(followsInApp({ ...click, button: 1 })).toBe(false);
    expect(followsInApp({ ...click, defaultPrevented: true })).toBe(false);
    expect(followsInApp(click, '_blank')).toBe(false);
  });
});
