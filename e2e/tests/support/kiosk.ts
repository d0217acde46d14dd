import { expect, type Page } from '@playwright/test';

/** A legacy call as the logged-in page makes it; fails the test unless it answers code 200. */
export async function api(page: Page, path: string, data?: unknown) {
  const res = data === undefined ? await page.request.get(path) : await page.request.post(path, { data });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** The complete persona a cte (一体机) project needs before it is published. */
export const KIOSK_PERSONA = {
  displayName: '小安',
  roles: ['前台'],
  industryKnowledge: '大厅接待',
  workTasks: '引导与答疑',
  concernUseInfo: '来访目的',
  personaStyle: 'gentle',
};
