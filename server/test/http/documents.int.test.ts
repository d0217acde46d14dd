import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talkProjects } from '../../src/db/schema/index';
import { findLibreOffice } from '../../src/services/documents/office';
import { signedInUser } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

// A hand-written three-page PDF: "Page n" and a bar n × 50 pt wide on each page.
const PDF = readFileSync(new URL('../fixtures/three-pages.pdf', import.meta.url));

describe('document conversion', () => {
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    app = await startTestApp('pglite');
    user = await signedInUser(app.deps.db);
  });
  afterAll(() => app?.close());

  const call = async (path: string, body: unknown) => {
    const res = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; message: string; data: any };
  };
  const uploadPdf = async () => {
    const form = new FormData();
    form.set('ossPathType', 'DOCUMENT');
    form.set('file', new Blob([PDF]), '产品手册.pdf');
    const res = await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, {
      method: 'POST',
      body: form,
      headers: { cookie: user.cookie },
    });
    return ((await res.json()) as { data: { url: string } }).data.url;
  };
  const finished = async (taskId: string) => {
    let result: any;
    await expect
      .poll(async () => (result = (await call('/api/v1/video/atta/v2/get-result', { taskId })).data).status, {
        timeout: 60_000,
        interval: 300,
      })
      .not.toBe(2);
    return result;
  };

  it('turns a 3-page PDF into 3 page images (Running 2 → Success 3)', async () => {
    const url = await uploadPdf();
    const started = await call('/api/v1/video/atta/v2/doc-to-img', { url });
    expect(started.data.status).toBe(2);
    const result = await finished(started.data.taskId);
    expect(result.status).toBe(3);
    expect(result.images).toHaveLength(3);
    const sizes = await Promise.all(
      result.images.map(async (u: string) => {
        const res = await fetch(u, { headers: { cookie: user.cookie } });
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        return (await res.arrayBuffer()).byteLength;
      }),
    );
    // Each page draws a wider bar, so the pages differ.
    expect(new Set(sizes).size).toBe(3);
  });

  it('makes a slideshow video of the pages', async () => {
    const url = await uploadPdf();
    const result = await finished((await call('/api/v1/video/atta/v2/doc-to-video', { url })).data.taskId);
    expect(result.status).toBe(3);
    expect((await fetch(result.videoUrl, { headers: { cookie: user.cookie } })).headers.get('content-type')).toBe(
      'video/mp4',
    );
  });

  it('converts an Office file through LibreOffice, or says plainly that the machine has none', async () => {
    const form = new FormData();
    form.set('ossPathType', 'DOCUMENT');
    form.set('file', new Blob([readFileSync(new URL('../fixtures/two-pages.docx', import.meta.url))]), '手册.docx');
    const stored = (await (
      await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, {
        method: 'POST',
        body: form,
        headers: { cookie: user.cookie },
      })
    ).json()) as { data: { url: string } };
    const result = await finished(
      (await call('/api/v1/video/atta/v2/doc-to-img', { url: stored.data.url })).data.taskId,
    );
    if (await findLibreOffice()) {
      expect(result.status).toBe(3);
      expect(result.images).toHaveLength(2);
    } else {
      expect(result).toMatchObject({
        status: 4,
        failReason: '服务器未安装LibreOffice，暂不支持转换Office文件，请上传PDF',
      });
    }
  }, 120_000);

  it('keeps library documents in the default folder and binds folders to projects', async () => {
    const form = new FormData();
    form.set('ossPathType', 'DOCUMENT');
    form.set('title', '产品手册');
    form.set('file', new Blob([PDF]), '产品手册.pdf');
    await fetch(`${app.baseUrl}/api/v1/media/upload`, { method: 'POST', body: form, headers: { cookie: user.cookie } });
    const folders = (await call('/api/document/folder/query', {})).data;
    expect(folders).toEqual([expect.objectContaining({ name: '默认文件夹', documentCount: 1 })]);
    const docs = (await call('/api/document/query', { search: '手册' })).data;
    expect(
      docs.list.map((d: { documentName: string; documentType: string }) => [d.documentName, d.documentType]),
    ).toEqual([['产品手册', 'pdf']]);
    const [project] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId: user.company.id, title: '前台', publishType: 'card', data: {} })
      .returning();
    const projectId = project!.id;
    expect((await call('/api/talk/document/page', { projectId })).data.total).toBe(0);
    expect((await call('/api/talk/document/page', { projectId, showAll: true })).data.total).toBe(1);
    expect(
      (await call('/api/document/folder/bind-project', { folderIds: [folders[0].folderId], projectId })).code,
    ).toBe(200);
    expect((await call('/api/talk/document/page', { projectId })).data.total).toBe(1);
    const bound = await fetch(`${app.baseUrl}/api/document/folder/project/query?projectId=${projectId}`, {
      headers: { cookie: user.cookie },
    }).then((r) => r.json() as Promise<{ data: { folderId: string }[] }>);
    expect(bound.data.map((f) => f.folderId)).toEqual([folders[0].folderId]);
    // Only the company's own projects take bindings: an unknown id, or our project for another company, is 404.
    expect(
      (await call('/api/document/folder/bind-project', { folderIds: [folders[0].folderId], projectId: 'talk-1' })).code,
    ).toBe(404);
    const stranger = await signedInUser(app.deps.db);
    const [strangerFolder] = (
      await fetch(`${app.baseUrl}/api/document/folder/query`, {
        method: 'POST',
        headers: { cookie: stranger.cookie, 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.json() as Promise<{ data: { folderId: string }[] }>)
    ).data;
    for (const folderIds of [[folders[0].folderId], [strangerFolder!.folderId]]) {
      const foreign = await fetch(`${app.baseUrl}/api/document/folder/bind-project`, {
        method: 'POST',
        headers: { cookie: stranger.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ folderIds, projectId }),
      });
      expect(((await foreign.json()) as { code: number }).code).toBe(404);
    }
  });

  it('fails a damaged document with a reason, and refuses other companies’ files', async () => {
    const form = new FormData();
    form.set('ossPathType', 'DOCUMENT');
    form.set('file', new Blob([Buffer.from('%PDF-1.4\nthis is not really a pdf')]), 'broken.pdf');
    const stored = (await (
      await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, {
        method: 'POST',
        body: form,
        headers: { cookie: user.cookie },
      })
    ).json()) as { data: { url: string } };
    const result = await finished(
      (await call('/api/v1/video/atta/v2/doc-to-img', { url: stored.data.url })).data.taskId,
    );
    expect(result).toMatchObject({ status: 4, failReason: '文件损坏，请重新上传' });
    const stranger = await signedInUser(app.deps.db);
    const res = await fetch(`${app.baseUrl}/api/v1/video/atta/v2/doc-to-img`, {
      method: 'POST',
      headers: { cookie: stranger.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ url: stored.data.url }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(404);
  });
});
