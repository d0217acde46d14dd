import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** The second process: one JSON answer per line asked. */
function checkerProcess(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/safety-check-process.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => (await lines.next()).value as string;
  return {
    ready: next,
    async check(companyId: string, text: string) {
      child.stdin!.write(`${companyId}\t${text}\n`);
      return JSON.parse(await next()) as {
        level: string;
        matches: { start: number; end: number; word: string; source: string }[];
      };
    },
    stop: () => child.kill(),
  };
}

describe.each(testEngines())('company lexicon on %s', (engine) => {
  let app: TestApp;
  let manager: ReturnType<typeof legacyClient>;
  let member: ReturnType<typeof legacyClient>;
  let companyId = '';
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    const admin = await signedInUser(app.deps.db, ['管理员']);
    companyId = admin.company.id;
    manager = legacyClient(app.baseUrl);
    manager.jar.set(...(admin.cookie.split('=') as [string, string]));
    const plain = await signedInUser(app.deps.db, []);
    member = legacyClient(app.baseUrl);
    member.jar.set(...(plain.cookie.split('=') as [string, string]));
  }, 120_000);
  afterAll(() => app?.close());

  const check = (client: ReturnType<typeof legacyClient>, text: string) =>
    client.post('/api/v1/videocreation/green/check/v2', { text });

  it('finds a word a manager adds in the next check, at its position, and forgets it once deleted', async () => {
    expect((await check(manager, '欢迎选购竞品甲的产品')).data.level).toBe('NORMAL');
    const added = await manager.post('/api/v1/safety/lexicon/words/add', {
      words: [{ word: '竞品甲', level: 'SENSITIVE' }, { word: '竞 品 甲' }, { word: '***' }],
    });
    expect(added).toMatchObject({ code: 200, data: { added: 1, duplicated: 1, invalid: 1, version: 1 } });
    const found = await check(manager, '欢迎选购競品 甲的产品');
    expect(found.data).toMatchObject({ level: 'SENSITIVE', riskWords: ['竞品甲'], matchCharacterIndexs: [[4, 8]] });
    expect(found.data.matches[0]).toMatchObject({ text: '競品 甲', source: 'company', category: 'custom' });

    const list = await manager.get('/api/v1/safety/lexicon/words?keyword=品');
    expect(list.data).toMatchObject({
      total: 1,
      version: 1,
      list: [{ word: '竞品甲', kind: 'block', level: 'SENSITIVE' }],
    });
    expect(list.data.platform.words).toBeGreaterThan(3000);
    expect(await manager.post('/api/v1/safety/lexicon/words/delete', { ids: [list.data.list[0].id] })).toMatchObject({
      data: { deleted: 1, version: 2 },
    });
    expect((await check(manager, '欢迎选购竞品甲的产品')).data.level).toBe('NORMAL');
  });

  it('lets an allowed phrase through for that company only', async () => {
    expect((await check(manager, '加强博彩业监管')).data.level).toBe('SENSITIVE');
    await manager.post('/api/v1/safety/lexicon/words/add', { words: [{ word: '博彩业监管', kind: 'allow' }] });
    expect((await check(manager, '加强博彩业监管')).data.level).toBe('NORMAL');
    expect((await check(manager, '加强博彩业监管，远离博彩')).data.matchCharacterIndexs).toEqual([[10, 12]]);
    // Another company still sees the platform word.
    expect((await check(member, '加强博彩业监管')).data.level).toBe('SENSITIVE');
  });

  it('imports and exports text and xlsx, and refuses a non-manager', async () => {
    const imported = await manager.post('/api/v1/safety/lexicon/words/import', {
      format: 'txt',
      content: '甲公司\n乙公司\tRISK\tcustom\tblock\n\n',
    });
    expect(imported.data).toMatchObject({ added: 2 });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('词库').addRows([
      ['词语', '级别', '分类', '类型'],
      ['丙公司', '风险', 'custom', '屏蔽'],
    ]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    expect(
      (await manager.post('/api/v1/safety/lexicon/words/import', { format: 'xlsx', content: xlsx })).data,
    ).toMatchObject({ added: 1 });
    expect(
      await manager.post('/api/v1/safety/lexicon/words/import', { format: 'xlsx', content: 'bm90IGEgd29ya2Jvb2s=' }),
    ).toMatchObject({ code: 400, message: '文件无法读取，请上传 TXT 或 XLSX 文件' });
    expect((await check(manager, '丙公司')).data.level).toBe('RISK');

    const text = await manager.get('/api/v1/safety/lexicon/words/export?format=txt&kind=block');
    expect(text.data.content.split('\n')).toEqual(
      expect.arrayContaining(['乙公司\tRISK\tcustom\tblock', '甲公司\tSENSITIVE\tcustom\tblock']),
    );
    const sheet = await manager.get('/api/v1/safety/lexicon/words/export?format=xlsx');
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.from(sheet.data.content, 'base64') as unknown as ArrayBuffer);
    expect(read.worksheets[0]!.getRow(1).getCell(1).text).toBe('词语');
    expect(read.worksheets[0]!.rowCount).toBe(sheet.data.count + 1);

    expect((await member.post('/api/v1/safety/lexicon/words/add', { words: [{ word: '越权' }] })).code).not.toBe(200);
  });

  it('checks subtitles cue by cue with positions', async () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\n大家好\n\n2\n00:00:02,000 --> 00:00:04,000\n欢迎来到网上赌场\n';
    const result = await member.post('/api/v1/safety/subtitles/check', { content: srt });
    expect(result.data).toMatchObject({
      level: 'SENSITIVE',
      cueCount: 2,
      subtitleSensitiveTexts: ['欢迎来到网上赌场'],
      cues: [{ index: 2, startMs: 2000, matches: [{ start: 4, end: 8, word: '网上赌场' }] }],
    });
    expect(await member.post('/api/v1/safety/subtitles/check', { content: 'no cues here' })).toMatchObject({
      code: 400,
    });
  });

  it.runIf(engine === 'postgres')(
    'reaches a check in another process at once',
    async () => {
      const other = checkerProcess(app.database.url!);
      try {
        expect(await other.ready()).toBe('ready');
        // The other process builds and caches this company's matcher before the change…
        expect((await other.check(companyId, '请联系丁公司')).level).toBe('NORMAL');
        await manager.post('/api/v1/safety/lexicon/words/add', { words: [{ word: '丁公司' }] });
        // …and its very next check sees the word.
        const after = await other.check(companyId, '请联系丁公司');
        expect(after).toMatchObject({
          level: 'SENSITIVE',
          matches: [{ start: 3, end: 6, word: '丁公司', source: 'company' }],
        });
      } finally {
        other.stop();
      }
    },
    60_000,
  );
});
