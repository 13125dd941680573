import type { PersonView } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { session } from '../auth/session';
import { EmployeeManager } from './employee-manager';
import { PersonEditor } from './person-editor';

const fiona: PersonView = {
  personId: 12,
  partyId: 12,
  personUid: 'fiona-uid',
  companyId: 2001,
  companyUid: 'acme-uid',
  companyName: 'Acme Networks',
  username: 'acme.finance',
  firstName: 'Fiona',
  lastName: 'Finance',
  salutation: null,
  phone: null,
  mobile: null,
  dateOfBirth: null,
  altId: null,
  description: null,
  positionId: 3,
  position: 'Billing Contact',
  active: true,
  channelManager: false,
  requireTotp: false,
  mfaEnabled: false,
  notificationsEnabled: true,
  forcePasswordReset: false,
  featureFlags: [],
  email: 'fiona@acme.example',
  emails: [
    { email: 'fiona@acme.example', primary: true },
    { email: 'old@acme.example', primary: false },
  ],
  securityRoles: [],
  positionSecurityRoles: [{ id: 1003, name: 'Billing Contact' }],
  createdAt: 0,
  lastLoginAt: null,
};

const adminLogin = makeLogin({ permissions: { 'acme-uid': ['company_admin'] } });
const page = { items: [fiona], total: 1, page: 1, pageSize: 25 };

/** fetch with one answer held back until the test releases it, so the screen can be checked in between. */
function stubFetch(answers: Record<string, () => Promise<{ status: number; body?: unknown }>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input).replace(/^https?:\/\/[^/]+/, '');
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(key);
      const answer = answers[key];
      const { status, body } = answer ? await answer() : failure(404, 'Not found');
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('employee switches', () => {
  beforeEach(() => session.signIn(adminLogin));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.end('logout');
  });

  it('flip at once and flip back when the call fails', async () => {
    const held = deferred<{ status: number; body?: unknown }>();
    stubFetch({
      'GET /secure/party/company/2001/employee': async () => ok(page),
      'PUT /secure/party/person/12/notifications': () => held.promise,
    });
    renderWithProviders(<EmployeeManager companyId={2001} canManage />, { login: adminLogin });
    const toggle = await screen.findByRole('switch', { name: 'Notifications: Fiona Finance' });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());

    held.resolve(failure(403, MESSAGES.forbidden));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('keep the new state when the server agrees', async () => {
    const held = deferred<{ status: number; body?: unknown }>();
    stubFetch({
      'GET /secure/party/company/2001/employee': async () => ok(page),
      'PUT /secure/party/person/12/forcePasswordReset': () => held.promise,
    });
    renderWithProviders(<EmployeeManager companyId={2001} canManage />, { login: adminLogin });
    const toggle = await screen.findByRole('switch', { name: 'Force password reset: Fiona Finance' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    held.resolve(ok({ ...fiona, forcePasswordReset: true }, MESSAGES.updatedSuccessfully));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('show only a status to someone who may not manage', async () => {
    stubFetch({ 'GET /secure/party/company/2001/employee': async () => ok(page) });
    renderWithProviders(<EmployeeManager companyId={2001} canManage={false} />, { login: adminLogin });
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add employee' })).toBeNull();
  });
});

describe('e-mail addresses of a person', () => {
  beforeEach(() => session.signIn(adminLogin));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.end('logout');
  });

  it('refuse to delete the primary address without asking the server', async () => {
    const calls = stubFetch({
      'GET /secure/party/person/12': async () => ok(fiona),
      'GET /secure/position': async () => ok([]),
      'GET /secure/securityrole': async () => ok([]),
      'GET /secure/party/person/12/activity': async () => ok({ items: [], total: 0, page: 1, pageSize: 10 }),
    });
    renderWithProviders(<PersonEditor personId={12} />, { login: adminLogin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete fiona@acme.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot delete primary email');
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
  });

  it('check the format before adding an address', async () => {
    const calls = stubFetch({
      'GET /secure/party/person/12': async () => ok(fiona),
      'GET /secure/position': async () => ok([]),
      'GET /secure/securityrole': async () => ok([]),
      'GET /secure/party/person/12/activity': async () => ok({ items: [], total: 0, page: 1, pageSize: 10 }),
    });
    renderWithProviders(<PersonEditor personId={12} />, { login: adminLogin });
    await userEvent.type(await screen.findByLabelText('New e-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add e-mail' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
  });
});
