import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetIntendedRoute,
  RESUME_STORAGE_KEY,
  rememberIntendedRoute,
  routeToRemember,
  safeResumeTarget,
  takeResumeTarget,
} from './resume';

describe('resume after login', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('remembers the path with its parameters and query', () => {
    expect(routeToRemember({ pathname: '/customerInvoice/123', search: '?tab=2' })).toBe('/customerInvoice/123?tab=2');
    expect(routeToRemember({ pathname: '/billRuns/808' })).toBe('/billRuns/808');
  });

  it('never remembers the login page itself', () => {
    expect(routeToRemember({ pathname: '/login' })).toBeNull();
    rememberIntendedRoute(window.sessionStorage, { pathname: '/login', search: '' });
    expect(window.sessionStorage.getItem(RESUME_STORAGE_KEY)).toBeNull();
  });

  it('resumes the remembered route once, then falls back to home', () => {
    rememberIntendedRoute(window.sessionStorage, { pathname: '/customerInvoice/123', search: '' });
    expect(takeResumeTarget(window.sessionStorage)).toBe('/customerInvoice/123');
    expect(takeResumeTarget(window.sessionStorage)).toBe('/');
  });

  it('goes home when nothing was remembered or it was forgotten', () => {
    expect(takeResumeTarget(window.sessionStorage)).toBe('/');
    rememberIntendedRoute(window.sessionStorage, { pathname: '/dashboard' });
    forgetIntendedRoute(window.sessionStorage);
    expect(takeResumeTarget(window.sessionStorage)).toBe('/');
  });

  it.each([
    [null, '/'],
    ['', '/'],
    ['dashboard', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login', '/'],
    ['/login?next=1', '/'],
    ['/company/42', '/company/42'],
    ['/', '/'],
  ])('only resumes in-app paths: %s -> %s', (saved, expected) => {
    expect(safeResumeTarget(saved)).toBe(expected);
  });
});
