import type { Permission } from '@portico/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeLogin } from '../../test/render';
import {
  forgetIntendedRoute,
  landingPath,
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

  it('does not remember the bare home that opening the app asks for: the login lands on its own page', () => {
    expect(routeToRemember({ pathname: '/', search: '' })).toBeNull();
    expect(routeToRemember({ pathname: '/serviceSearch' })).toBe('/serviceSearch');
  });

  it('resumes the remembered route once, then has nothing to resume', () => {
    rememberIntendedRoute(window.sessionStorage, { pathname: '/customerInvoice/123', search: '' });
    expect(takeResumeTarget(window.sessionStorage)).toBe('/customerInvoice/123');
    expect(takeResumeTarget(window.sessionStorage)).toBeNull();
  });

  it('has nothing to resume when nothing was remembered or it was forgotten', () => {
    expect(takeResumeTarget(window.sessionStorage)).toBeNull();
    rememberIntendedRoute(window.sessionStorage, { pathname: '/dashboard' });
    forgetIntendedRoute(window.sessionStorage);
    expect(takeResumeTarget(window.sessionStorage)).toBeNull();
  });

  it.each([
    [null, null],
    ['', null],
    ['dashboard', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['/login', null],
    ['/login?next=1', null],
    ['/', null],
    ['/company/42', '/company/42'],
  ])('only resumes in-app paths: %s -> %s', (saved, expected) => {
    expect(safeResumeTarget(saved)).toBe(expected);
  });
});

describe('landing after login', () => {
  const login = (permissions: Permission[], more: Parameters<typeof makeLogin>[0] = {}) =>
    makeLogin({ permissions: { 'acme-uid': permissions }, ...more });

  it('lands a customer holding services on the dashboard', () => {
    expect(landingPath(login(['services']))).toBe('/dashboard');
    expect(landingPath(login(['company_admin', 'place_order', 'services', 'financials']))).toBe('/dashboard');
  });

  it('lands a customer without the dashboard on the first menu section they have', () => {
    expect(landingPath(login(['place_order']))).toBe('/orderPort');
    expect(landingPath(login(['company_admin', 'financials']))).toBe('/customerProfile');
    expect(landingPath(login(['financials']))).toBe('/customerPayments');
    expect(landingPath(login([], { channelPartner: true }))).toBe('/notifications');
  });

  it('lands staff, whose menu has no dashboard, on the service search over every company', () => {
    expect(landingPath(login(['admin', 'services'], { companyId: 1 }))).toBe('/');
  });
});
