import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMessages, renderRuleMessages, talkProjectMessages } from '@portal/contracts';
import { companyQuotas, companyVirtualHumans, virtualHumans } from '../../src/db/schema/index';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startCatalogueApp } from '../support/vh';
import type { TestApp } from '../support/test-app';

type Client = ReturnType<typeof legacyClient>;

/** Interactive talk projects (002 §2–§8): records, modes, persona and config, the nine checks, publishing. */
describe.each(testEngines())('talk projects on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let stranger: Client;
  let companyId = '';

  const quota = async (type: number) =>
    (
      await app.deps.db
        .select()
        .from(companyQuotas)
        .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, type)))
    )[0]!;
  const create = async (body: Record<string, unknown>) => {
    const made = await admin.post('/api/talk/project/create', body);
    expect(made.code, made.message).toBe(200);
    return made.data;
  };
  const save = (body: Record<string, unknown>) => admin.post('/api/talk/project/update', body);
  const get = async (projectId: string) =>
    (await admin.get(`/api/talk/project/get?projectId=${projectId}&edit=true`)).data;

  beforeAll(async () => {
    const started = await startCatalogueApp(engine);
    app = started.app;
    stranger = started.stranger;
    companyId = started.demoCompanyId;
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    // Room for every project this file makes; the quota tests set their own limits.
    await app.deps.db
      .update(companyQuotas)
      .set({ capacity: 100 })
      .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 12)));
  }, 180_000);
  afterAll(() => app?.close());

  it('creates a card project from the platform template with the §3 record, persona and config defaults', async () => {
    const templates = (await admin.post('/api/talk/project/list', { kind: 'template' })).data.list;
    expect(templates.map((t: { projectId: string; title: string }) => [t.projectId, t.title])).toEqual(
      expect.arrayContaining([
        ['rtc-tpl-card', talkProjectMessages.templateTitleMobile],
        ['rtc-tpl-cte', talkProjectMessages.templateTitleLargeScreen],
        ['rtc-tpl-custom', talkProjectMessages.templateTitleCustom],
      ]),
    );
    const used = (await quota(12)).used;
    const project = await create({ templateBizId: 'rtc-tpl-card', title: '前台接待' });
    expect(project).toMatchObject({
      title: '前台接待',
      publishType: 'card',
      visibility: false,
      status: 'unpublished',
      vhType: '2D_INTERACTIVE',
      interactionMode: 'videoCall',
      nluTaskId: null,
    });
    const data = JSON.parse(project.dataJson);
    expect(data).toMatchObject({ templateName: 'ipone9:16', videoSize: { width: 1080, height: 1920 } });
    expect(data.iceScenes.virtualHuman.nodeType).toBe('human');
    expect(data.iceScenes.displayImages).toEqual([]);
    // The template's avatar is swapped for one of the company's digital employees.
    const taken = await app.deps.db
      .select()
      .from(companyVirtualHumans)
      .where(eq(companyVirtualHumans.companyId, companyId));
    expect(taken.map((t) => t.personaBizId)).toContain(data.personaBizId);
    expect(project.config).toMatchObject({ businessCard: 4, interactiveModes: [0, 1, 2], withEmoji: true });
    expect(project.csPersonDesign).toMatchObject({
      ageStageCode: 'youngAdulthood',
      personality: 'playful',
      sensitive: {},
    });
    expect((await quota(12)).used).toBe(used + 1);
  });

  it('seeds a cte canvas with chat, start and close images that a save cannot delete or make copyable', async () => {
    const project = await create({
      publishType: 'cte',
      interactionMode: 'LiveBroadcastRoom',
      vhType: '3D_INTERACTIVE',
    });
    const data = JSON.parse(project.dataJson);
    const tools = data.iceScenes.displayImages.map(
      (i: { toolType: string; notAllowDelete: boolean; notCopy: boolean }) => [i.toolType, i.notAllowDelete, i.notCopy],
    );
    expect(tools).toEqual([
      ['chatAction', true, true],
      ['startAction', true, true],
      ['closeAction', true, true],
    ]);
    expect(project).toMatchObject({
      interactionMode: 'LiveBroadcastRoom',
      vhType: '3D_INTERACTIVE',
      title: talkProjectMessages.templateTitleLargeScreen,
    });
    const moved = { ...data.iceScenes.displayImages[0], X: 7, notAllowDelete: false };
    const saved = await save({
      projectId: project.projectId,
      dataJson: JSON.stringify({ ...data, iceScenes: { ...data.iceScenes, displayImages: [moved] } }),
    });
    expect(saved.code, saved.message).toBe(200);
    const images = JSON.parse(saved.data.dataJson).iceScenes.displayImages;
    expect(images.map((i: { toolType: string }) => i.toolType)).toEqual(['chatAction', 'startAction', 'closeAction']);
    expect(images[0]).toMatchObject({ X: 7, notAllowDelete: true, notCopy: true });
    // Leaving cte mode drops them.
    const card = await save({ projectId: project.projectId, publishType: 'card' });
    expect(JSON.parse(card.data.dataJson).iceScenes.displayImages).toEqual([]);
  });

  it('lists with paging, search and publish state; renames, copies and deletes, giving the quota back', async () => {
    const a = await create({ templateBizId: 'rtc-tpl-custom', title: '展厅讲解员' });
    const page = await admin.post('/api/talk/project/list', { pageIndex: 1, pageSize: 2 });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.list[0].projectId).toBe(a.projectId);
    expect(page.data.counts).toMatchObject({ all: page.data.total, published: 0, unpublished: page.data.total });
    expect(
      (await admin.post('/api/talk/project/list', { search: '展厅' })).data.list.map(
        (p: { projectId: string }) => p.projectId,
      ),
    ).toEqual([a.projectId]);
    expect((await admin.post('/api/talk/project/list', { visibility: true })).data.total).toBe(0);
    const renamed = await admin.post('/api/talk/project/rename', {
      projectId: a.projectId,
      newTitle: '展厅讲解员二号',
    });
    expect(renamed.data.title).toBe('展厅讲解员二号');
    const used = (await quota(12)).used;
    const copy = (await admin.post('/api/talk/project/copy', { projectId: a.projectId })).data;
    expect(copy).toMatchObject({ title: '展厅讲解员二号-副本', publishType: 'custom' });
    expect(copy.dataJson).toBe((await get(a.projectId)).dataJson);
    expect((await quota(12)).used).toBe(used + 1);
    expect((await admin.post('/api/talk/project/delete', { projectIds: [copy.projectId] })).code).toBe(200);
    expect((await quota(12)).used).toBe(used);
    expect((await admin.get(`/api/talk/project/get?projectId=${copy.projectId}`)).code).toBe(404);
    expect((await admin.post('/api/talk/project/delete', {})).code).toBe(400);
  });

  it('refuses a create past the interactive way count (quota 12)', async () => {
    const q = await quota(12);
    await app.deps.db.update(companyQuotas).set({ used: q.capacity }).where(eq(companyQuotas.id, q.id));
    const refused = await admin.post('/api/talk/project/create', { publishType: 'card' });
    expect(refused).toMatchObject({ code: 4034, message: talkProjectMessages.interactiveQuotaShort });
    await app.deps.db.update(companyQuotas).set({ used: q.used }).where(eq(companyQuotas.id, q.id));
  });

  it('answers 430 for a voice the company cannot use and keeps the stored voice; records persona hits; refuses a flagged company name', async () => {
    const project = await create({ publishType: 'card' });
    const data = JSON.parse(project.dataJson);
    const before = data.iceScenes.tts.voiceBizId;
    const refused = await save({
      projectId: project.projectId,
      dataJson: {
        ...data,
        iceScenes: { ...data.iceScenes, tts: { ...data.iceScenes.tts, voiceBizId: 'no-such-voice' } },
        title: 'x',
      },
    });
    expect(refused).toMatchObject({ code: 430, message: renderRuleMessages.voiceUnavailable });
    expect(JSON.parse((await get(project.projectId)).dataJson).iceScenes.tts.voiceBizId).toBe(before);

    const persona = await save({
      projectId: project.projectId,
      csPersonDesign: { displayName: '小安', backstory: '曾经参与诈骗案件调查' },
    });
    expect(persona.code).toBe(200);
    expect(persona.data.projectStatus).toBe('end');
    expect(persona.data.csPersonDesign.sensitive.backstory[0]).toContain('诈骗');
    expect((await save({ projectId: project.projectId, csPersonDesign: { workTasks: 'x'.repeat(501) } })).code).toBe(
      400,
    );

    const flagged = await save({ projectId: project.projectId, config: { companyName: '博彩娱乐有限公司' } });
    expect(flagged.message).toBe(talkProjectMessages.companyNameSensitive);
    expect((await get(project.projectId)).config.companyName).toBeUndefined();
    expect(
      (await save({ projectId: project.projectId, config: { companyName: '安心科技', businessCard: 2 } })).data.config,
    ).toMatchObject({ companyName: '安心科技', businessCard: 2, withEmoji: true });
  });

  it('runs the nine checks of §5 in order before publishing, then publishes a card taking a digital card', async () => {
    const project = await create({ templateBizId: 'rtc-tpl-card', title: '检查顺序' });
    const good = JSON.parse(project.dataJson);
    const ice = good.iceScenes;
    const takenIds = (
      await app.deps.db.select().from(companyVirtualHumans).where(eq(companyVirtualHumans.companyId, companyId))
    ).map((t) => t.personaBizId);
    const [untaken] = await app.deps.db
      .select()
      .from(virtualHumans)
      .where(notInArray(virtualHumans.personaBizId, takenIds));
    const [own] = await app.deps.db
      .select()
      .from(virtualHumans)
      .where(eq(virtualHumans.personaBizId, good.personaBizId));
    const publish = () => admin.post('/api/v1/talk/project/v2/publish', { projectId: project.projectId });
    const expectCheck = async (check: number, message: string) => {
      const answer = await publish();
      expect(answer.message).toBe(message);
      expect(answer.code).toBe(4100);
      expect(answer.data.check).toBe(check);
      return answer;
    };
    const put = async (data: unknown, extra: Record<string, unknown> = {}) =>
      expect((await save({ projectId: project.projectId, dataJson: JSON.stringify(data), ...extra })).code).toBe(200);

    await put({ ...good, personaBizId: 'vh-gone' });
    await expectCheck(1, editorMessages.personaDeleted);
    await put({ ...good, personaBizId: untaken!.personaBizId });
    await expectCheck(2, editorMessages.personaNoAuth);
    await put({ ...good, iceScenes: { ...ice, virtualHuman: { ...ice.virtualHuman, postureId: 'retired-pose' } } });
    await expectCheck(3, editorMessages.postureInvalid);
    await put({
      ...good,
      iceScenes: {
        ...ice,
        virtualHuman: { ...ice.virtualHuman, postureId: own!.postures[0]!.postureId },
        tts: { rate: 1, pitch: 1, volume: 50 },
      },
    });
    await expectCheck(4, editorMessages.voiceRequired);
    await put({ ...good, templateName: '' });
    await expectCheck(5, editorMessages.templateInvalid);
    await put({ ...good, iceScenes: { ...ice, virtualHuman: null } });
    await expectCheck(6, talkProjectMessages.virtualHumanRequired);
    await put({
      ...good,
      iceScenes: { ...ice, displayTexts: [{ ...ice.displayTexts[0], content: '欢迎来玩赌博游戏' }] },
    });
    await expectCheck(7, editorMessages.textSensitive);
    await put(good, {
      csPersonDesign: {
        displayName: '小安',
        roles: [],
        industryKnowledge: '',
        workTasks: '',
        concernUseInfo: '',
        personaStyle: '',
      },
    });
    const eight = await expectCheck(8, talkProjectMessages.personaFieldRequired('岗位职称', 'publish'));
    expect(eight.data).toMatchObject({ tab: 'resume', field: 'roles' });
    await save({
      projectId: project.projectId,
      csPersonDesign: {
        roles: ['前台'],
        industryKnowledge: '访客接待',
        workTasks: '引导访客',
        concernUseInfo: '来访目的',
        personaStyle: 'gentle',
      },
    });
    // Only check 9 remains: a backstory the moderation flags; the hit is recorded on the persona.
    await save({ projectId: project.projectId, csPersonDesign: { backstory: '' } });
    const persona = (await get(project.projectId)).csPersonDesign;
    expect(persona.sensitive).toEqual({});
    const stored = await save({ projectId: project.projectId, csPersonDesign: { motivation: '帮助客户远离传销' } });
    expect(stored.data.csPersonDesign.sensitive.motivation[0]).toContain('传销');
    const nine = await expectCheck(9, talkProjectMessages.resumeSensitive);
    expect(nine.data.sensitive.motivation[0]).toContain('传销');
    // Model preheat runs the same checks as publishing, without publishing (002 §7).
    const preheat = () => admin.post('/api/talk/project/model/preheat', { projectId: project.projectId });
    expect(await preheat()).toMatchObject({
      code: 4100,
      message: talkProjectMessages.resumeSensitive,
      data: { check: 9 },
    });
    await save({ projectId: project.projectId, csPersonDesign: { motivation: '帮助每一位访客' } });
    expect(await preheat()).toMatchObject({ code: 200, data: { projectId: project.projectId, ready: true } });
    expect((await get(project.projectId)).visibility).toBe(false);

    const cards = (await quota(23)).used;
    const published = await publish();
    expect(published.code, published.message).toBe(200);
    expect(published.data).toMatchObject({ visibility: true, status: 'published', shareTokenStatus: 'Active' });
    expect(published.data.shareUrl).toContain(`/applet?projectId=${project.projectId}&shareToken=`);
    expect((await quota(23)).used).toBe(cards + 1);
    expect((await publish()).code).toBe(200);
    expect((await quota(23)).used).toBe(cards + 1);
    expect(
      (await admin.post('/api/talk/project/list', { visibility: true })).data.list.map(
        (p: { projectId: string }) => p.projectId,
      ),
    ).toEqual([project.projectId]);

    const cancelled = await admin.post('/api/v1/talk/project/cancel/v2/publish', { projectId: project.projectId });
    expect(cancelled.data.visibility).toBe(false);
    expect((await quota(23)).used).toBe(cards);
  });

  it('refuses to publish a card past the digital card quota (23)', async () => {
    const project = await create({ templateBizId: 'rtc-tpl-card' });
    await save({
      projectId: project.projectId,
      csPersonDesign: {
        displayName: '小满',
        roles: ['导购'],
        industryKnowledge: '家电',
        workTasks: '推荐商品',
        concernUseInfo: '预算',
        personaStyle: 'playful',
      },
    });
    const q = await quota(23);
    await app.deps.db.update(companyQuotas).set({ used: q.capacity }).where(eq(companyQuotas.id, q.id));
    expect(await admin.post('/api/v1/talk/project/v2/publish', { projectId: project.projectId })).toMatchObject({
      code: 4034,
      message: talkProjectMessages.cardQuotaShort,
    });
    expect((await get(project.projectId)).visibility).toBe(false);
    await app.deps.db.update(companyQuotas).set({ used: q.used }).where(eq(companyQuotas.id, q.id));
  });

  it('hands out a share token that can be suspended and made active again', async () => {
    const project = await create({ publishType: 'common' });
    const token = (await admin.get(`/api/talk/project/share-access-token?projectId=${project.projectId}`)).data;
    expect(token).toMatchObject({ status: 'Active' });
    expect(token.accessToken).toMatch(/^[\w-]{20,}$/);
    expect(
      (await admin.get(`/api/talk/project/share-access-token?projectId=${project.projectId}`)).data.accessToken,
    ).toBe(token.accessToken);
    expect(
      (
        await admin.post('/api/talk/project/share-access-token/status/update', {
          projectId: project.projectId,
          status: 'Suspended',
        })
      ).data.status,
    ).toBe('Suspended');
    expect((await admin.get(`/api/talk/project/share-access-token?projectId=${project.projectId}`)).data.status).toBe(
      'Suspended',
    );
    expect(
      (
        await admin.post('/api/talk/project/share-access-token/status/update', {
          projectId: project.projectId,
          status: 'Paused',
        })
      ).code,
    ).toBe(400);
  });

  it('serves templates: platform ones read-only, the company’s own blank FAQ template editable', async () => {
    const platform = (await admin.post('/api/talk/rtc/temp/getTemplateByBizId', { bizId: 'rtc-tpl-cte' })).data;
    expect(platform).toMatchObject({
      title: talkProjectMessages.templateTitleLargeScreen,
      publishType: 'cte',
      platform: true,
    });
    expect(JSON.parse(platform.dataJson).iceScenes.displayImages).toHaveLength(3);
    expect((await admin.post('/api/talk/rtc/temp/updateTemplate', { bizId: 'rtc-tpl-cte', title: 'x' })).code).toBe(
      403,
    );
    const used = (await quota(12)).used;
    const blank = (await admin.post('/api/talk/rtc/temp/createBlankFaqTemplate', { title: '门店模板' })).data;
    expect(blank).toMatchObject({ isTemplate: true, title: '门店模板', publishType: 'card' });
    expect((await quota(12)).used).toBe(used);
    const data = JSON.parse(blank.dataJson);
    const updated = await admin.post('/api/talk/rtc/temp/updateTemplate', {
      bizId: blank.bizId,
      title: '门店模板二',
      dataJson: JSON.stringify({ ...data, title: '门店模板二' }),
    });
    expect(updated.data.title).toBe('门店模板二');
    expect(
      (await admin.post('/api/talk/project/list', { kind: 'template' })).data.list.map(
        (t: { projectId: string }) => t.projectId,
      ),
    ).toContain(blank.bizId);
    const fromOwn = await create({ templateBizId: blank.bizId });
    expect(fromOwn).toMatchObject({ title: '门店模板二', isTemplate: false });
    expect((await admin.post('/api/v1/talk/project/v2/publish', { projectId: blank.bizId })).message).toBe(
      talkProjectMessages.templateNotPublishable,
    );
  });

  it('answers rtc and sdk config, wake words, chat studio, card works, styles, models, persona detail and a preview', async () => {
    const project = await create({ templateBizId: 'rtc-tpl-card' });
    const id = project.projectId;
    const word = (await admin.post('/api/wake-word/add', { projectId: id, word: '你好小安' })).data;
    expect((await admin.post('/api/wake-word/add', { projectId: id, word: '你好小安' })).message).toBe(
      talkProjectMessages.wakeWordDuplicate,
    );
    expect((await admin.get(`/api/wake-word/list?projectId=${id}`)).data.map((w: { word: string }) => w.word)).toEqual([
      '你好小安',
    ]);
    const rtc = (await admin.get(`/api/talk/project/rtc/config?projectId=${id}`)).data;
    expect(rtc).toMatchObject({ projectId: id, publishType: 'card', wakeWords: [{ word: '你好小安' }] });
    expect(rtc.tts.voiceBizId).toBeTruthy();
    const del = await fetch(`${app.baseUrl}/api/wake-word/delete/${word.id}`, {
      method: 'DELETE',
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(((await del.json()) as { code: number }).code).toBe(200);
    expect((await admin.get(`/api/wake-word/list?projectId=${id}`)).data).toEqual([]);

    expect((await admin.get(`/api/talk/project/sdk/config?projectId=${id}`)).data).toMatchObject({
      platform: 'web',
      projectId: id,
    });
    expect((await admin.get(`/api/talk/project/sdk/config?projectId=${id}&platform=tv`)).code).toBe(400);

    const character = (await admin.post('/api/talk/studio/create', { projectId: id, characterName: '小安' })).data;
    expect(character.characterUrl).toContain(character.characterId);
    expect((await admin.post('/api/talk/studio/create', { characterName: '小安' })).message).toBe(
      talkProjectMessages.chatCharacterDuplicate,
    );
    expect((await get(id)).talk.chatStudio.characterId).toBe(character.characterId);
    expect((await admin.get(`/api/talk/studio/url?characterId=${character.characterId}`)).data.characterUrl).toBe(
      character.characterUrl,
    );
    expect((await admin.post('/api/talk/studio/delete', { characterId: character.characterId })).code).toBe(200);
    expect((await get(id)).talk.chatStudio).toBeUndefined();
    expect((await admin.get(`/api/talk/studio/url?characterId=${character.characterId}`)).code).toBe(404);

    const video = { taskId: 't1', name: '宣传片', result: { videoUrl: '/storage/x.mp4' }, sourceType: 1 };
    expect(
      (
        await admin.post('/api/talk/card/works/save', {
          userId: 'u',
          companyId: 'c',
          projectId: id,
          videoList: [video],
          documentList: [],
        })
      ).code,
    ).toBe(200);
    expect((await admin.get(`/api/talk/card/works/list?projectId=${id}&showType=1`)).data).toEqual([video]);
    expect((await admin.get(`/api/talk/card/works/list?projectId=${id}&showType=2`)).data).toEqual([]);
    expect(
      (
        await admin.post('/api/talk/card/works/save', {
          userId: 'u',
          companyId: 'c',
          projectId: id,
          videoList: [{ name: 'x' }],
          documentList: [],
        })
      ).code,
    ).toBe(400);

    expect((await admin.get('/api/talk/select/persona/style')).data.map((s: { code: string }) => s.code)).toContain(
      'playful',
    );
    expect((await admin.get('/api/talk/project/llm-model/list')).data[0]).toMatchObject({ modelName: 'standard' });
    const detail = (await admin.get(`/api/talk/persona/detail?projectId=${id}`)).data;
    expect(detail.csPersonDesign.personality).toBe('playful');
    expect(
      (await admin.post('/api/talk/ai-text/generate', { content: '写一段背景故事', field: 'backstory' })).code,
    ).toBe(503);

    const preview = await admin.post('/api/talk/project/generate/preview', { projectId: id });
    expect(preview.code, preview.message).toBe(200);
    const image = await fetch(new URL(preview.data.previewImage, app.baseUrl), {
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(JSON.parse((await get(id)).dataJson).iceScenes.previewImage).toBe(preview.data.previewImage);
  }, 60_000);

  it('binds document folders to a project', async () => {
    const project = await create({ publishType: 'card' });
    const folders = (await admin.post('/api/document/folder/query', {})).data;
    expect(
      (
        await admin.post('/api/document/folder/bind-project', {
          folderIds: [folders[0].folderId],
          projectId: project.projectId,
        })
      ).code,
    ).toBe(200);
    expect(
      (await admin.get(`/api/document/folder/project/query?projectId=${project.projectId}`)).data.map(
        (f: { folderId: string }) => f.folderId,
      ),
    ).toEqual([folders[0].folderId]);
    expect((await admin.get(`/api/document/queryByProject?projectId=${project.projectId}`)).code).toBe(200);
  });

  it('opens conversation sessions only for a project that passes the checks; heartbeats, stops, handshake errors and training tasks', async () => {
    const bare = await create({ publishType: 'card' });
    const refused = await admin.post('/api/talk/project/rtc/start', { projectId: bare.projectId });
    expect(refused).toMatchObject({
      code: 4100,
      message: talkProjectMessages.personaFieldRequired('岗位职称', 'talk'),
    });
    await save({
      projectId: bare.projectId,
      csPersonDesign: {
        displayName: '小安',
        roles: ['前台'],
        industryKnowledge: '接待',
        workTasks: '引导',
        concernUseInfo: '来意',
        personaStyle: 'gentle',
      },
    });
    const started = (await admin.post('/api/talk/project/rtc/start', { projectId: bare.projectId })).data;
    expect(started).toMatchObject({ status: 'Running', side: 'server', projectId: bare.projectId });
    expect(started.rtcConfig.csPersonDesign.displayName).toBe('小安');
    const client = (await admin.post('/api/talk/task/rtc/sync/client/start', { projectId: bare.projectId })).data;
    expect(client.side).toBe('client');
    expect((await admin.post('/api/talk/task/rtc/client/heartbeat', { sessionId: client.sessionId })).data.status).toBe(
      'Running',
    );
    expect((await admin.post('/api/talk/task/rtc/client/stop', { sessionId: client.sessionId })).data.status).toBe(
      'Stopped',
    );
    expect((await admin.post('/api/talk/task/rtc/client/heartbeat', { sessionId: client.sessionId })).data.status).toBe(
      'Stopped',
    );
    const anonymous = legacyClient(app.baseUrl);
    expect(
      (await anonymous.post('/rtc/api/v1/session/handshake/error', { sessionId: started.sessionId })).data,
    ).toEqual({ sessionId: started.sessionId, recorded: true });
    expect((await admin.post('/api/talk/task/rtc/stop', { sessionId: started.sessionId })).data).toMatchObject({
      status: 'Error',
      errorReason: 'handshake',
    });
    expect((await stranger.post('/api/talk/task/rtc/stop', { sessionId: started.sessionId })).code).toBe(404);

    const task = (await admin.post('/api/talk/nlu/task/submit', { projectId: bare.projectId })).data;
    expect(task.status).toBe(0);
    expect((await get(bare.projectId)).nluTaskId).toBe(task.taskId);
    expect((await admin.get(`/api/talk/nlu/task/get?taskId=${task.taskId}`)).data).toMatchObject({
      taskId: task.taskId,
      status: 0,
    });
    expect((await stranger.get(`/api/talk/nlu/task/get?taskId=${task.taskId}`)).code).toBe(404);
  });

  it('keeps every company to its own projects', async () => {
    const project = await create({ publishType: 'card' });
    const id = project.projectId;
    expect((await stranger.post('/api/talk/project/list', {})).data.total).toBe(0);
    expect((await stranger.get(`/api/talk/project/get?projectId=${id}`)).code).toBe(404);
    expect((await stranger.post('/api/talk/project/update', { projectId: id, title: '偷改' })).code).toBe(404);
    expect((await stranger.post('/api/talk/project/rename', { projectId: id, newTitle: '偷改' })).code).toBe(404);
    expect((await stranger.post('/api/talk/project/copy', { projectId: id })).code).toBe(404);
    expect((await stranger.post('/api/talk/project/delete', { projectId: id })).code).toBe(404);
    expect((await stranger.post('/api/v1/talk/project/v2/publish', { projectId: id })).code).toBe(404);
    expect((await stranger.get(`/api/talk/project/share-access-token?projectId=${id}`)).code).toBe(404);
    expect((await stranger.get(`/api/talk/project/rtc/config?projectId=${id}`)).code).toBe(404);
    expect((await stranger.get(`/api/wake-word/list?projectId=${id}`)).code).toBe(404);
    expect((await stranger.post('/api/wake-word/add', { projectId: id, word: '你好' })).code).toBe(404);
    expect((await stranger.get(`/api/talk/card/works/list?projectId=${id}&showType=1`)).code).toBe(404);
    expect(
      (
        await stranger.post('/api/talk/card/works/save', {
          userId: 'u',
          companyId,
          projectId: id,
          videoList: [],
          documentList: [],
        })
      ).code,
    ).toBe(404);
    expect((await stranger.post('/api/talk/rtc/temp/getTemplateByBizId', { bizId: id })).code).toBe(404);
    // The stranger's company has no interactive quota: creating is refused plainly.
    expect((await stranger.post('/api/talk/project/create', { publishType: 'card' })).message).toBe(
      talkProjectMessages.interactiveQuotaShort,
    );
    expect((await get(id)).title).toBe(project.title);
  });
});
