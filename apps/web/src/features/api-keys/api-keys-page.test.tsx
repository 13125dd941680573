import type { ApiKey } from '@portico/contract';
import { API_KEY_MESSAGES, formatDateTime } from '@portico/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actingCompanyStore } from '../../lib/auth/acting-company';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ApiKeysPage } from './api-keys-page';

const KEY: ApiKey = {
  id: 7,
  name: 'terraform',
  keyId: '3f0c9a8e-0000-4000-8000-000000000007',
  permissions: ['services', 'place_order'],
  createdAt: Date.UTC(2026, 10, 1, 9, 30),
  createdBy: 'acme.admin',
  lastUsedAt: null,
  revokedAt: null,
};
const admin = makeLogin({ permissions: { 'acme-uid': ['company_admin', 'services', 'place_order'] } });

describe('ApiKeysPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the keys with their permissions and last use', async () => {
    mockFetch({
      'GET /v2/apikeys': ok([KEY, { ...KEY, id: 8, name: 'old', lastUsedAt: KEY.createdAt, revokedAt: KEY.createdAt }]),
    });
    renderWithProviders(<ApiKeysPage />, { login: admin });
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('terraform');
    expect(rows[1]).toHaveTextContent(KEY.keyId);
    expect(rows[1]).toHaveTextContent('services, place order');
    expect(rows[1]).toHaveTextContent('Never');
    expect(rows[1]).toHaveTextContent(`${formatDateTime(KEY.createdAt)} by`);
    expect(formatDateTime(KEY.createdAt)).toMatch(/^\d{2}-1[01]-26 /);
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent(/Revoked/);
    // a revoked key cannot be revoked again
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers only permissions the person holds, checks the form, and shows the secret once', async () => {
    const { calls } = mockFetch({
      'GET /v2/apikeys': ok([]),
      'POST /v2/apikeys': {
        status: 201,
        body: { message: API_KEY_MESSAGES.created, terms: 't', data: { ...KEY, secret: 's3cr3t-shown-once' } },
      },
    });
    renderWithProviders(<ApiKeysPage />, { login: admin });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'services' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'place order' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'financials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'company admin' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(API_KEY_MESSAGES.permissionsRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'terraform');
    await userEvent.click(screen.getByRole('checkbox', { name: 'services' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(dialog).toHaveTextContent('s3cr3t-shown-once');
    expect(dialog).toHaveTextContent(KEY.keyId);
    expect(dialog).toHaveTextContent(/shown only this once/);
    expect(within(dialog).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    // made for the company the person acts for, which the list was asked for too (decision 0075)
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      companyId: 2001,
      name: 'terraform',
      permissions: ['services'],
    });
    expect(calls.find((c) => c.method === 'GET')?.url).toMatch(/\/v2\/apikeys\?companyId=2001$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied the secret' }));
    expect(screen.queryByText('s3cr3t-shown-once')).not.toBeInTheDocument();
  });

  it('tells a staff login it cannot create keys instead of offering the form', async () => {
    mockFetch({ 'GET /v2/apikeys': ok([]) });
    renderWithProviders(<ApiKeysPage />, {
      login: makeLogin({ staff: true, companyId: 1, permissions: { 'acme-uid': ['company_admin', 'services'] } }),
    });
    expect(await screen.findByText(`${API_KEY_MESSAGES.staffCannotCreate}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the form", async () => {
    mockFetch({
      'GET /v2/apikeys': ok([]),
      'POST /v2/apikeys': failure(400, API_KEY_MESSAGES.permissionNotHeld),
    });
    renderWithProviders(<ApiKeysPage />, { login: admin });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'x');
    await userEvent.click(screen.getByRole('checkbox', { name: 'place order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_KEY_MESSAGES.permissionNotHeld);
  });

  it('revokes a key after a confirmation', async () => {
    const { calls } = mockFetch({
      'GET /v2/apikeys': ok([KEY]),
      [`DELETE /v2/apikeys/${KEY.id}`]: ok({ ...KEY, revokedAt: Date.now() }, API_KEY_MESSAGES.revoked),
    });
    renderWithProviders(<ApiKeysPage />, { login: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke terraform' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke terraform' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke API key' })).getByRole('button', { name: 'Revoke' }),
    );
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  describe('for a person acting for a company that employs them virtually (decision 0075)', () => {
    const agent = makeLogin({
      personId: 50,
      companyId: 2005,
      companyUid: 'northwind',
      companyName: 'Northwind IT Services Ltd',
      permissions: { northwind: ['company_admin', 'services'], globex: ['company_admin', 'place_order'] },
    });
    const chooseGlobex = () =>
      actingCompanyStore.set(50, { companyId: 2002, companyUid: 'globex', companyName: 'Globex Cloud Ltd' });
    afterEach(() => {
      cleanup();
      actingCompanyStore.set(0, null);
    });

    it("lists and makes Globex's keys, with the permissions held at Globex", async () => {
      chooseGlobex();
      const { calls } = mockFetch({
        'GET /v2/apikeys': ok([]),
        'POST /v2/apikeys': {
          status: 201,
          body: { message: API_KEY_MESSAGES.created, terms: 't', data: { ...KEY, secret: 's' } },
        },
      });
      renderWithProviders(<ApiKeysPage />, { login: agent });
      expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
      expect(calls[0]!.url).toMatch(/\/v2\/apikeys\?companyId=2002$/);
      expect(screen.getByText(/use the API for Globex Cloud Ltd/)).toBeInTheDocument();
      // what the person holds at Globex, not at their own company
      expect(screen.getByRole('checkbox', { name: 'place order' })).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'services' })).not.toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'globex');
      await userEvent.click(screen.getByRole('checkbox', { name: 'place order' }));
      await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
      await screen.findByRole('dialog', { name: 'Your new API key' });
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ companyId: 2002 });
    });

    it('says who manages the keys of a company where the person is no company admin, and asks for none', async () => {
      chooseGlobex();
      const { calls } = mockFetch({});
      renderWithProviders(<ApiKeysPage />, {
        login: makeLogin({ ...agent, permissions: { northwind: ['company_admin'], globex: ['services'] } }),
      });
      expect(
        screen.getByText(/Only the company admins of Globex Cloud Ltd create and revoke its API keys/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });
  });
});
