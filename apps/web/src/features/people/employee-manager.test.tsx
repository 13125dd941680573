import type { PersonView } from '@portico/contract';
import { MESSAGES, PEOPLE_MESSAGES } from '@portico/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorStore } from '../../api/error-store';
import { failure, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { session } from '../../lib/auth/session';
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

describe('the switches of the person editor', () => {
  type Answer = { status: number; body?: unknown };
  /** The server's copy of Fiona: a switch's PUT changes it, so the refetch after it sees the new state. */
  let current: PersonView;
  const editorAnswers = () => ({
    'GET /secure/party/person/12': async () => ok(current),
    'GET /secure/position': async () => ok([]),
    'GET /secure/securityrole': async () => ok([]),
    'GET /secure/party/person/12/activity': async () => ok({ items: [], total: 0, page: 1, pageSize: 10 }),
  });
  const saving = (patch: Partial<PersonView>) => async (): Promise<Answer> => {
    current = { ...current, ...patch };
    return ok(current, MESSAGES.updatedSuccessfully);
  };

  async function openSettings(login = adminLogin) {
    renderWithProviders(<PersonEditor personId={12} />, { login });
    return within(await screen.findByRole('region', { name: 'Settings' }));
  }

  beforeEach(() => {
    current = fiona;
    session.signIn(adminLogin);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.end('logout');
    errorStore.clear();
  });

  it('flip at once, before the server answers, and then say what they did', async () => {
    const held = deferred<Answer>();
    stubFetch({ ...editorAnswers(), 'PUT /secure/party/person/12/notifications': () => held.promise });
    const settings = await openSettings();
    const toggle = settings.getByRole('switch', { name: 'Notifications' });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(settings.queryByRole('status')).toBeNull();

    held.resolve(await saving({ notificationsEnabled: false })());
    expect(await settings.findByRole('status')).toHaveTextContent('Notifications turned off for Fiona Finance.');
    expect(toggle).not.toBeChecked();
  });

  it('flip back when the server refuses, with its reason next to them rather than in the banner', async () => {
    stubFetch({
      ...editorAnswers(),
      'PUT /secure/party/person/12/forcePasswordReset': async () => failure(403, MESSAGES.forbidden),
    });
    const settings = await openSettings();
    const toggle = settings.getByRole('switch', { name: 'Force password reset' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(await settings.findByRole('alert')).toHaveTextContent(
      `Force password reset was not changed for Fiona Finance: ${MESSAGES.forbidden}`,
    );
    expect(toggle).not.toBeChecked();
    expect(errorStore.getMessages()).toEqual([]);
  });

  it('ask before deactivating someone, and change nothing when cancelled', async () => {
    const calls = stubFetch({ ...editorAnswers(), 'PUT /secure/party/person/12/active': saving({ active: false }) });
    const settings = await openSettings();
    const toggle = settings.getByRole('switch', { name: 'Active' });

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Fiona Finance?' });
    expect(dialog).toHaveTextContent('is logged out at once and cannot log in again');
    expect(toggle).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toBeChecked();
    expect(calls.some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('deactivate from the keyboard once confirmed', async () => {
    const calls = stubFetch({ ...editorAnswers(), 'PUT /secure/party/person/12/active': saving({ active: false }) });
    const settings = await openSettings();
    const toggle = settings.getByRole('switch', { name: 'Active' });

    toggle.focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Fiona Finance?' });
    // the safe answer has the focus, and Escape means no
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.startsWith('PUT'))).toBe(false);

    toggle.focus();
    await userEvent.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: 'Deactivate Fiona Finance?' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    expect(within(again).getByRole('button', { name: 'Deactivate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await settings.findByRole('status')).toHaveTextContent(
      'Fiona Finance is deactivated: logged out and cannot log in.',
    );
    expect(toggle).not.toBeChecked();
    expect(calls.filter((c) => c === 'PUT /secure/party/person/12/active')).toHaveLength(1);
  });

  it("disable the person's own Active switch and say why, instead of failing after the click", async () => {
    const self = makeLogin({ personId: 12, permissions: { 'acme-uid': ['company_admin'] } });
    session.signIn(self);
    const calls = stubFetch(editorAnswers());
    const settings = await openSettings(self);
    const toggle = settings.getByRole('switch', { name: 'Active' });

    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(PEOPLE_MESSAGES.cannotDeactivateSelf);
    await userEvent.click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(settings.queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.startsWith('PUT'))).toBe(false);
    // the other switches stay the person's to use
    expect(settings.getByRole('switch', { name: 'Notifications' })).toBeEnabled();
  });

  it('disable the own Active switch in the employee list too', async () => {
    const self = makeLogin({ personId: 12, permissions: { 'acme-uid': ['company_admin'] } });
    session.signIn(self);
    stubFetch({ 'GET /secure/party/company/2001/employee': async () => ok(page) });
    renderWithProviders(<EmployeeManager companyId={2001} canManage />, { login: self });
    const toggle = await screen.findByRole('switch', { name: 'Active: Fiona Finance' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(PEOPLE_MESSAGES.cannotDeactivateSelf);
  });

  it('say in the employee list what a switch did', async () => {
    stubFetch({
      'GET /secure/party/company/2001/employee': async () => ok({ ...page, items: [current] }),
      'PUT /secure/party/person/12/notifications': saving({ notificationsEnabled: false }),
    });
    renderWithProviders(<EmployeeManager companyId={2001} canManage />, { login: adminLogin });
    await userEvent.click(await screen.findByRole('switch', { name: 'Notifications: Fiona Finance' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications turned off for Fiona Finance.');
  });
});
