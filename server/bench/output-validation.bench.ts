/**
 * What output validation costs (issue 23): the parse time of typical large answers by their call's
 * output schema, against the whole request over loopback with validation on and off.
 *   npx tsx server/bench/output-validation.bench.ts
 */
import { cpus } from 'node:os';
import { callCatalogue, SavedProjectDataSchema } from '@portal/contracts';
import stored from '../../contracts/src/scene/fixtures/project-2026-11.json';
import { talkFaqItems, talkProjects } from '../src/db/schema/index';
import { signedInUser } from '../test/support/accounts';
import { startTestApp } from '../test/support/test-app';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median microseconds of one parse, over `runs` parses after a warm-up. */
function parseMicros(parse: () => unknown, runs = 300) {
  for (let i = 0; i < 50; i++) parse();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    parse();
    times.push((performance.now() - started) * 1000);
  }
  return median(times);
}

/** A heavy scene document: the stored fixture's scenes repeated to 40 scenes of 12 texts each. */
function heavyScene() {
  const base = SavedProjectDataSchema.parse(stored) as { scenes: { displayTexts: unknown[] }[] } & Record<
    string,
    unknown
  >;
  const scene = base.scenes[1]!;
  const texts = Array.from({ length: 12 }, (_, i) => ({
    ...(scene.displayTexts[0] as object),
    content: `第${i + 1}行文字`.repeat(4),
  }));
  return {
    ...base,
    scenes: Array.from({ length: 40 }, (_, i) => ({ ...base.scenes[i % base.scenes.length], displayTexts: texts })),
  };
}

const faqItem = (i: number) => ({
  standardQuestion: `你们的第${i}个常见问题是什么，营业时间和地址在哪里`,
  similarQuestions: [`问题${i}的说法一`, `问题${i}的说法二`, `问题${i}的说法三`],
  standardAnswers: [
    { text: `这是第${i}个问题的回答，`.repeat(6) },
    { text: '第二个回答。', canvasData: { bg: '#fff', items: [1, 2, 3] } },
  ],
  isRecommend: i % 5 === 0,
});

async function requestMillis(url: string, init: RequestInit, runs = 150) {
  for (let i = 0; i < 20; i++) await (await fetch(url, init)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await (await fetch(url, init)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function main() {
  const app = await startTestApp('pglite', { workers: false });
  try {
    const { company, cookie } = await signedInUser(app.deps.db);
    const [project] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId: company.id, title: '基准', publishType: 'card', data: {} })
      .returning();
    await app.deps.db.insert(talkFaqItems).values(
      Array.from({ length: 50 }, (_, i) => ({
        ...faqItem(i),
        companyId: company.id,
        projectId: project!.id,
        seq: i + 1,
      })),
    );
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const scene = heavyScene();
    const created = (await (
      await fetch(`${app.baseUrl}/api/v1/videocreation/project/create`, json({ title: '重场景', data: scene }))
    ).json()) as { data: { id: string } };

    // The answers as the handlers give them, taken with validation off so nothing is stripped.
    app.deps.config.validateOutputs = false;
    const caller = {
      faq: (await fetch(`${app.baseUrl}/api/talk/faq/list`, json({ projectId: project!.id, pageSize: 50 })).then((r) =>
        r.json(),
      )) as { data: unknown },
    };
    const faqAnswer = {
      ...(caller.faq.data as object),
      list: (caller.faq.data as { list: Record<string, unknown>[] }).list.map((r) => ({
        ...r,
        createTime: new Date(),
        updateTime: new Date(),
      })),
    };
    const detail = (await (
      await fetch(`${app.baseUrl}/api/v1/videocreation/project/detail`, json({ id: created.data.id }))
    ).json()) as { data: Record<string, unknown> };
    const projectAnswer = { ...detail.data, createTime: new Date(), updateTime: new Date() };

    const sceneBytes = JSON.stringify(scene).length;
    const rows = [
      ['faq list, 50 rows (pageOf(FaqItemView))', parseMicros(() => callCatalogue.faq.faqList.output.parse(faqAnswer))],
      [
        `studio project detail, ${(sceneBytes / 1024).toFixed(0)} KB scene (ProjectSchema)`,
        parseMicros(() => callCatalogue.videoProject.projectDetail.output.parse(projectAnswer)),
      ],
      [
        'the same scene through the full scene model (worst case)',
        parseMicros(() => SavedProjectDataSchema.parse(scene), 100),
      ],
    ] as const;

    const totals: string[] = [];
    for (const [label, url, body] of [
      ['faq list, 50 rows', '/api/talk/faq/list', { projectId: project!.id, pageSize: 50 }],
      ['studio project detail, heavy scene', '/api/v1/videocreation/project/detail', { id: created.data.id }],
    ] as const) {
      const off: number[] = [];
      const on: number[] = [];
      for (let round = 0; round < 3; round++) {
        app.deps.config.validateOutputs = false;
        off.push(await requestMillis(app.baseUrl + url, json(body)));
        app.deps.config.validateOutputs = true;
        on.push(await requestMillis(app.baseUrl + url, json(body)));
      }
      totals.push(
        `${label}: ${median(off).toFixed(2)} ms without, ${median(on).toFixed(2)} ms with validation (median request, loopback)`,
      );
    }

    console.log(`cores: ${cpus().length}, node ${process.version}`);
    for (const [label, micros] of rows) console.log(`parse ${label}: ${micros.toFixed(0)} µs (median)`);
    for (const line of totals) console.log(line);
  } finally {
    await app.close();
  }
}

void main();
