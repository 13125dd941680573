import { expect, test } from '@playwright/test';
import { API_KEY_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/*
 * A company admin creates an API key in the portal and copies its id and secret from the one-time display; a
 * program (Playwright's request, as the Go SDK would) trades them for a token at /oauth2/token with HTTP Basic and
 * lists the company's products with it. The admin then revokes the key and the token is refused. The key is this
 * journey's own (a unique name), so no other journey sees a change.
 */
test('a company admin creates an API key that a program uses to list the products, then revokes it', async ({
  page,
  request,
}) => {
  const name = `journey key ${Date.now()}`;
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/apiKeys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create an API key' });
  await form.getByRole('button', { name: 'Create API key' }).click();
  await expect(form.getByText(API_KEY_MESSAGES.nameRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('checkbox', { name: 'services', exact: true }).check();
  await form.getByRole('button', { name: 'Create API key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toContainText('shown only this once');
  const keyId = (await dialog.getByTestId('api-key-id').innerText()).trim();
  const secret = (await dialog.getByTestId('api-key-secret').innerText()).trim();
  expect(secret.length).toBeGreaterThan(30);
  await dialog.getByRole('button', { name: 'I have copied the secret' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(keyId);
  await expect(row).toContainText('Never');

  // the program: OAuth2 client credentials as the Go SDK's Authorize sends them, then the SDK's ListProducts
  const granted = await request.post('/oauth2/token?grant_type=client_credentials', {
    headers: {
      authorization: `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: '',
  });
  expect(granted.status()).toBe(200);
  const { access_token: token, token_type: type } = await granted.json();
  expect(type).toBe('Bearer');
  const products = await request.get('/v2/products', { headers: { authorization: `Bearer ${token}` } });
  expect(products.status()).toBe(200);
  const names = ((await products.json()).data as { productName: string }[]).map((p) => p.productName);
  expect(names).toContain('Acme Cloud Router');

  // revoked in the page: the token is refused from its next call
  await page.reload();
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Revoked');
  const refused = await request.get('/v2/products', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});
