import { expect, test } from './support/portal';

test('an unknown API path answers a JSON 404, not the SPA page', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ code: 404 });
});

test('the legacy config-text call answers code 200 with the brand', async ({ request }) => {
  const response = await request.get('/api/v1/config/text');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body).toMatchObject({ code: 200, data: { customizeText: { webName: '数字员工平台' } } });
});
