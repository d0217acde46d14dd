import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages, cardMessages, momentMessages } from '@portal/contracts';
import { customMadeRequests, mediaItems, talkProjects } from '../../src/db/schema/index';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startWithTalkProject } from '../support/talk-project';
import type { TestApp } from '../support/test-app';
import { clientWithCookie } from '../support/vh';

type Client = ReturnType<typeof legacyClient>;

/*
 * Issue 30 items 4, 5 and 7: card moments and labels (CRUD, order, pin, labels, the safety refusal,
 * tenant isolation, the visitor's feed through the card gate), addresses (incl. the 404), the
 * versioned legal texts and the custom-made request.
 */
describe.each(testEngines())('card moments, addresses and the operator pages on %s', (engine) => {
  let app: TestApp;
  let manager: Client;
  let stranger: Client;
  let superAdmin: Client;
  let visitor: Client;
  let projectId = '';
  let companyId = '';
  let imageId = '';
  let videoId = '';
  const shareToken = 'moments-card-link';

  const media = async (mediaType: 'image' | 'video', title: string, company = companyId, storageKey?: string) => {
    const [row] = await app.deps.db
      .insert(mediaItems)
      .values({
        companyId: company,
        mediaType,
        kind: 'MATERIAL',
        title,
        storageKey: storageKey ?? `media/${crypto.randomUUID()}.${mediaType === 'image' ? 'png' : 'mp4'}`,
        mimeType: mediaType === 'image' ? 'image/png' : 'video/mp4',
        fileExtension: mediaType === 'image' ? 'png' : 'mp4',
        sizeBytes: 1000,
      })
      .returning();
    return row!.id;
  };
  const publish = (body: Record<string, unknown>) =>
    manager.post('/api/v1/talk/card/moment/publish', { projectId, ...body });
  const query = (body: Record<string, unknown> = {}) =>
    manager.post('/api/v1/talk/card/moment/query/v2', { projectId, ...body });
  const feed = (body: Record<string, unknown> = {}) =>
    visitor.post('/api/applet/moment/page', { projectId, shareToken, ...body });

  beforeAll(async () => {
    const started = await startWithTalkProject(engine, '展厅名片');
    app = started.app;
    manager = started.client;
    projectId = started.projectId;
    const [row] = await app.deps.db.select().from(talkProjects).where(eq(talkProjects.id, projectId));
    companyId = row!.companyId;
    const other = await signedInUser(app.deps.db, ['管理员']);
    stranger = clientWithCookie(app.baseUrl, other.cookie);
    const admin = await signedInUser(app.deps.db, ['超管'], '运营');
    superAdmin = clientWithCookie(app.baseUrl, admin.cookie);
    visitor = legacyClient(app.baseUrl);
    imageId = await media('image', '展厅.png');
    videoId = await media('video', '介绍.mp4');
  }, 120_000);
  afterAll(() => app?.close());

  it('publishes, edits, pins, labels, orders and deletes moments of the company card', async () => {
    const label = await manager.post('/api/v1/talk/card/moment/label/add', { projectId, name: '新品' });
    expect(label.code, label.message).toBe(200);
    const dup = await manager.post('/api/v1/talk/card/moment/label/add', { projectId, name: '新品' });
    expect(dup).toMatchObject({ code: 409, message: momentMessages.labelDuplicate });
    const event = await manager.post('/api/v1/talk/card/moment/label/add', { projectId, name: '活动' });

    const first = await publish({ content: '第一条动态', imageMediaIds: [imageId], labelIds: [label.data.id] });
    expect(first.code, first.message).toBe(200);
    expect(first.data).toMatchObject({ content: '第一条动态', top: false, labelIds: [label.data.id] });
    expect(first.data.images[0]).toMatchObject({ mediaId: imageId, title: '展厅.png' });
    expect(first.data.images[0].url).toMatch(/^http/);
    const second = await publish({ content: '第二条：新视频', videoMediaId: videoId });
    expect(second.data.video).toMatchObject({ mediaId: videoId });
    const third = await publish({ content: '第三条', labelIds: [event.data.id] });

    expect((await publish({ content: '  ' })).message).toBe(momentMessages.empty);
    expect((await publish({ imageMediaIds: [videoId] })).message).toBe(momentMessages.notImage);

    // TIME 0 newest first; PREVIOUS -1 oldest first.
    const ids = (page: any) => page.data.list.map((m: any) => m.content);
    expect(ids(await query())).toEqual(['第三条', '第二条：新视频', '第一条动态']);
    expect(ids(await query({ orderType: -1 }))).toEqual(['第一条动态', '第二条：新视频', '第三条']);
    const page = await query({ pageSize: 2 });
    expect(page.data).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2, orderType: 0, projectId });

    // CUSTOM 1 follows the manager's order; an order missing a moment is refused.
    const order = [first.data.id, third.data.id, second.data.id];
    expect((await manager.post('/api/talk/card/moment/order', { projectId, ids: order })).code).toBe(200);
    expect(ids(await query({ orderType: 1 }))).toEqual(['第一条动态', '第三条', '第二条：新视频']);
    const partial = await manager.post('/api/talk/card/moment/order', { projectId, ids: [first.data.id] });
    expect(partial.message).toBe(momentMessages.orderMismatch);
    expect((await query({ orderType: 2 })).code).toBe(400);

    // Pinned first in every mode; the toggle unpins.
    const pinned = await manager.post(`/api/v1/talk/card/moment/top/${second.data.id}`, {});
    expect(pinned.data.top).toBe(true);
    expect(ids(await query({ orderType: -1 }))[0]).toBe('第二条：新视频');
    expect(ids(await query({ orderType: 1 }))[0]).toBe('第二条：新视频');

    // Labels: filter, set, rename, order, remove (the moment stays without it).
    expect(ids(await query({ labelId: label.data.id }))).toEqual(['第一条动态']);
    await manager.post('/api/talk/card/moment/update-label', { id: third.data.id, labelIds: [label.data.id] });
    expect(ids(await query({ labelId: label.data.id }))).toEqual(['第三条', '第一条动态']);
    const labels = await manager.get(`/api/v1/talk/card/moment/label/query/${projectId}`);
    expect(labels.data.map((l: any) => [l.name, l.momentCount])).toEqual([
      ['新品', 2],
      ['活动', 0],
    ]);
    await manager.post('/api/v1/talk/card/moment/label/update', { id: event.data.id, name: '展会' });
    await manager.post('/api/v1/talk/card/moment/label/order', { projectId, ids: [event.data.id, label.data.id] });
    const reordered = await manager.get(`/api/v1/talk/card/moment/label/query/${projectId}`);
    expect(reordered.data.map((l: any) => l.name)).toEqual(['展会', '新品']);
    await manager.post(`/api/v1/talk/card/moment/label/remove/${label.data.id}`, {});
    const after = await query();
    expect(after.data.list.every((m: any) => m.labelIds.length === 0)).toBe(true);
    expect(after.data.total).toBe(3);

    // Edit and delete.
    const edited = await manager.post(`/api/v1/talk/card/moment/edit/${third.data.id}`, { content: '第三条（改）' });
    expect(edited.data.content).toBe('第三条（改）');
    expect((await manager.post(`/api/v1/talk/card/moment/delete/${third.data.id}`, {})).data.deleted).toBe(true);
    expect((await query()).data.total).toBe(2);
  });

  it('refuses a flagged word on publish and edit, naming the word and its position', async () => {
    const refused = await publish({ content: '欢迎咨询办假证业务' });
    expect(refused).toMatchObject({ code: 400, message: momentMessages.sensitive(5, '办假证') });
    expect(refused.data).toMatchObject({ word: '办假证', start: 4, end: 7 });
    const ok = await publish({ content: '正常内容' });
    const edit = await manager.post(`/api/v1/talk/card/moment/edit/${ok.data.id}`, { content: '办假证' });
    expect(edit.message).toBe(momentMessages.sensitive(1, '办假证'));
    expect((await query()).data.list.map((m: any) => m.content)).not.toContain('办假证');
  });

  it("keeps another company out of the card's moments, labels and media", async () => {
    const mine = (await query()).data.list[0];
    expect((await stranger.post('/api/v1/talk/card/moment/query/v2', { projectId })).code).toBe(404);
    expect((await stranger.post(`/api/v1/talk/card/moment/delete/${mine.id}`, {})).message).toBe(
      momentMessages.notFound,
    );
    expect((await stranger.post(`/api/v1/talk/card/moment/top/${mine.id}`, {})).code).toBe(404);
    const foreignImage = await media('image', '别家.png', (await signedInUser(app.deps.db)).company.id);
    expect((await publish({ imageMediaIds: [foreignImage] })).code).toBe(404);
  });

  it("shows the feed on the visitor's card only through the gate, filterable by label", async () => {
    expect(await feed()).toMatchObject({ code: 4300, message: cardMessages.unpublished });
    await app.deps.db.update(talkProjects).set({ visibility: true, shareToken }).where(eq(talkProjects.id, projectId));
    expect(await feed({ shareToken: 'forged' })).toMatchObject({ code: 4300, message: cardMessages.linkInvalid });
    const label = await manager.post('/api/v1/talk/card/moment/label/add', { projectId, name: '招聘' });
    await publish({ content: '我们在招聘', labelIds: [label.data.id] });
    const all = await feed();
    expect(all.code, all.message).toBe(200);
    expect(all.data.pageSize).toBe(20);
    expect(all.data.list[0].content).toBe('第二条：新视频'); // still pinned
    expect(all.data.labels.map((l: any) => l.name)).toContain('招聘');
    const filtered = await feed({ labelId: label.data.id });
    expect(filtered.data.list.map((m: any) => m.content)).toEqual(['我们在招聘']);

    // A picture of the company's library, signed for the visitor (who has no session to read it with).
    const key = `c/${companyId}/IMAGE/${crypto.randomUUID()}/展厅.png`;
    await app.deps.storage.store.putBytes(key, new Uint8Array([1, 2, 3]));
    await publish({ content: '展厅开放', imageMediaIds: [await media('image', '展厅', companyId, key)] });
    const shown = (await feed()).data.list.find((m: any) => m.content === '展厅开放');
    expect(shown.images[0].url).toMatch(/\?expires=\d+&sig=/);
    expect((await fetch(shown.images[0].url)).status).toBe(200);
    expect((await fetch(shown.images[0].url.split('?')[0])).status).toBe(404);
  });

  it('lists regions by parent and level, searches by name and pinyin initials, and 404s an unknown code', async () => {
    const provinces = await manager.get('/api/talk/address/areaList');
    expect(provinces.data).toHaveLength(31);
    expect(provinces.data.find((p: any) => p.id === '31')).toMatchObject({ name: '上海市', initials: 'shs' });
    const cities = await manager.get('/api/talk/address/areaList?parentId=31');
    expect(cities.data).toEqual([expect.objectContaining({ id: '3101', name: '上海市', hasChildren: true })]);
    const counties = await manager.get('/api/talk/address/areaList?parentId=3101');
    expect(counties.data.map((c: any) => c.name)).toContain('浦东新区');
    const chongqing = await manager.get('/api/talk/address/areaList?parentId=50');
    expect(chongqing.data.map((c: any) => c.name)).toEqual(['重庆市']);
    const unknown = await manager.get('/api/talk/address/areaList?parentId=99');
    expect(unknown).toMatchObject({ status: 404, message: addressMessages.regionNotFound });

    const byName = await manager.get(`/api/talk/address/searchList?keyword=${encodeURIComponent('浦东')}`);
    expect(byName.data[0]).toMatchObject({ provinceName: '上海市', cityName: '上海市', countyName: '浦东新区' });
    const byInitials = await manager.get('/api/talk/address/searchList?keyword=pdxq');
    expect(byInitials.data.map((r: any) => r.name)).toContain('浦东新区');
    const scoped = await manager.get(
      `/api/talk/address/searchList?keyword=${encodeURIComponent('朝阳')}&provinceName=${encodeURIComponent('北京市')}`,
    );
    expect(scoped.data.map((r: any) => r.id)).toEqual(['110105']);
    expect((await manager.get('/api/talk/address/regionList?level=3')).data.length).toBeGreaterThan(2800);
    expect((await manager.get('/api/talk/address/regionList?level=4')).code).toBe(400);
  });

  it('serves the default legal texts, then the super administrator’s versions with their dates', async () => {
    const initial = await visitor.get('/api/content/legal/get?kind=privacyPolicy');
    expect(initial.data).toMatchObject({ version: 0, updatedAt: null });
    expect(initial.data.content).toMatch(/人脸/);
    expect(initial.data.content).toMatch(/对话记录/);
    expect((await manager.post('/api/content/legal/save', { kind: 'privacyPolicy', content: '# 新政策' })).code).toBe(
      403,
    );
    const v1 = await superAdmin.post('/api/content/legal/save', { kind: 'privacyPolicy', content: '# 隐私政策 v1' });
    expect(v1.data.version).toBe(1);
    const v2 = await superAdmin.post('/api/content/legal/save', { kind: 'privacyPolicy', content: '# 隐私政策 v2' });
    expect(v2.data.version).toBe(2);
    const current = await visitor.get('/api/content/legal/get?kind=privacyPolicy');
    expect(current.data).toMatchObject({ version: 2, content: '# 隐私政策 v2' });
    expect(new Date(current.data.updatedAt).getTime()).toBeGreaterThan(0);
    const versions = await superAdmin.get('/api/content/legal/versions?kind=privacyPolicy');
    expect(versions.data.map((v: any) => [v.version, v.editorName])).toEqual([
      [2, '运营'],
      [1, '运营'],
    ]);
    expect((await visitor.get('/api/content/legal/get?kind=serviceTerms')).data.version).toBe(0);
    expect((await superAdmin.post('/api/content/legal/save', { kind: 'privacyPolicy', content: ' ' })).code).toBe(400);
  });

  it('stores a custom-made request as a lead with the phone sealed, listed for the super administrator', async () => {
    const bad = await visitor.post('/api/content/custom-made/submit', { name: '李女士', phone: '123' });
    expect(bad.code).toBe(400);
    const sent = await visitor.post('/api/content/custom-made/submit', {
      name: '李女士',
      phone: '13900001234',
      companyName: '星河文旅',
      kind: '3d',
      scenario: '景区导览数字人',
    });
    expect(sent.code, sent.message).toBe(200);
    const [row] = await app.deps.db.select().from(customMadeRequests);
    expect(row!.phoneSealed).not.toContain('13900001234');
    expect(row!.phoneLast4).toBe('1234');
    expect((await manager.post('/api/content/custom-made/list', {})).code).toBe(403);
    const list = await superAdmin.post('/api/content/custom-made/list', {});
    expect(list.data.list[0]).toMatchObject({ name: '李女士', companyName: '星河文旅', kind: '3d' });
    expect(list.data.list[0].phone).toContain('13900001234');
    for (let i = 0; i < 4; i++)
      await visitor.post('/api/content/custom-made/submit', { name: '重复', phone: '13900001234' });
    expect((await visitor.post('/api/content/custom-made/submit', { name: '重复', phone: '13900001234' })).status).toBe(
      429,
    );
  });

  it('deletes requests for good on the super administrator’s word, all or nothing', async () => {
    const ids = (await app.deps.db.select({ id: customMadeRequests.id }).from(customMadeRequests)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    expect((await manager.post('/api/content/custom-made/delete', { ids })).code).toBe(403);
    expect((await superAdmin.post('/api/content/custom-made/delete', { ids: [] })).code).toBe(400);
    expect((await superAdmin.post('/api/content/custom-made/delete', { ids: ['not-an-id'] })).code).toBe(400);
    // One unknown id among known ones: nothing is deleted.
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await superAdmin.post('/api/content/custom-made/delete', { ids: [ids[0], unknown] });
    expect(refused.code).toBe(404);
    expect(await app.deps.db.select().from(customMadeRequests)).toHaveLength(ids.length);

    const first = await superAdmin.post('/api/content/custom-made/delete', { ids: [ids[0], ids[0]] });
    expect(first.code, first.message).toBe(200);
    expect(first.data).toEqual({ deleted: 1 });
    const rest = await superAdmin.post('/api/content/custom-made/delete', { ids: ids.slice(1) });
    expect(rest.data).toEqual({ deleted: ids.length - 1 });
    expect(await app.deps.db.select().from(customMadeRequests)).toHaveLength(0);
    expect((await superAdmin.post('/api/content/custom-made/list', {})).data.total).toBe(0);
  });
});
