/**
 * Speech markup bench: a 10000-character scene with 200 tags (001 §9 maximum scene text).
 * Target: validation < 4 ms median. Run with `npm run bench -w workers`.
 */
import { availableParallelism, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseSsml, toProviderSsml, toSsml, type Inline, type SpeechDoc } from '../src/core/ssml';
import { fromRichText, toRichText } from '../src/core/ssml/rich-text';
import { spokenLength } from '../src/core/ssml/model';
import { validateSpeech } from '../src/core/ssml/validate';

const FILLER = '银行营业厅的工作人员将为您办理业务，请您耐心等待。重要的事情说三遍，长沙的行长来了！';

function sceneWithTags(chars: number, tags: number): SpeechDoc {
  const tagKinds: ((i: number) => Inline)[] = [
    () => ({ type: 'pause', ms: 500 }),
    () => ({ type: 'phoneme', text: '行', lang: 'mandarin', syllables: ['hang2'] }),
    () => ({ type: 'phoneme', text: '长沙', lang: 'mandarin', syllables: ['chang2', 'sha1'] }),
    (i) => ({ type: 'sayAs', text: String(1000 + i), as: 'digits' }),
    () => ({ type: 'sub', text: 'AI', alias: '人工智能' }),
    () => ({ type: 'word', text: '南京市长' }),
    () => ({ type: 'sayAs', text: '2024年5月1日', as: 'date' }),
    () => ({ type: 'placeholder' }),
  ];
  const paragraphs = 20;
  const tagsPer = tags / paragraphs;
  const doc: { inlines: Inline[] }[] = [];
  let placed = 0;
  for (let p = 0; p < paragraphs; p++) {
    const inlines: Inline[] = [];
    for (let t = 0; t < tagsPer; t++) {
      inlines.push({ type: 'text', text: FILLER.slice(0, 30) });
      inlines.push(tagKinds[placed % tagKinds.length]!(placed));
      placed += 1;
    }
    doc.push({ inlines });
  }
  // Top up with plain text to exactly `chars` spoken characters.
  const missing = chars - spokenLength({ paragraphs: doc });
  const per = Math.floor(missing / paragraphs);
  doc.forEach((p, i) => {
    const n = i === paragraphs - 1 ? missing - per * (paragraphs - 1) : per;
    p.inlines.push({ type: 'text', text: FILLER.repeat(Math.ceil(n / FILLER.length)).slice(0, n) });
  });
  return { paragraphs: doc };
}

function median(fn: () => unknown, runs = 60, warmup = 15): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const doc = sceneWithTags(10_000, 200);
const ssml = toSsml(doc);
const rich = toRichText(doc);
const issues = validateSpeech(doc, 'azure', 'zh-CN-XiaoxiaoNeural');
const rows: [string, number][] = [
  ['validate (azure zh-CN)', median(() => validateSpeech(doc, 'azure', 'zh-CN-XiaoxiaoNeural'))],
  ['validate (tencent)', median(() => validateSpeech(doc, 'tencent', '101001'))],
  ['toSsml (canonical)', median(() => toSsml(doc))],
  ['toProviderSsml (azure)', median(() => toProviderSsml(doc, 'azure', 'zh-CN-XiaoxiaoNeural'))],
  ['parseSsml', median(() => parseSsml(ssml))],
  ['toRichText', median(() => toRichText(doc))],
  ['fromRichText', median(() => fromRichText(rich))],
];

console.log(
  `ssml bench — ${spokenLength(doc)} characters, 200 tags, ${ssml.length} SSML characters, ${issues.length} issues`,
);
console.log(`node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`);
for (const [name, ms] of rows) console.log(`${name.padEnd(26)} median ${ms.toFixed(3)} ms`);
const validateMs = rows[0]?.[1] ?? Number.NaN;
console.log(validateMs < 4 ? 'validation target < 4 ms: met' : 'validation target < 4 ms: MISSED');
