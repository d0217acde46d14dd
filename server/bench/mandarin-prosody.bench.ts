/**
 * Mandarin prosody of the local engine, before and after broadcast reading (espeak-prosody.ts):
 * speech rate in characters a second, pauses found by silence detection on the WAV, and how far
 * the pitch falls at the end of a statement. Broadcast Mandarin runs at about 4–5 characters a
 * second. Run: `npx tsx server/bench/mandarin-prosody.bench.ts` (figures in docs/benchmarks.md).
 */
import { EspeakPool, type MandarinReading } from '../src/services/speech/espeak-engine';
import { toEngineSsml } from '../src/services/speech/synthesize';
import { wavSamples } from '../src/services/speech/wav';

/** News and service sentences of the kind the studio speaks; none was used to choose the settings' values. */
const SENTENCES = [
  '各位观众，大家好。欢迎收看今天的新闻。',
  '今天上午，市政府召开新闻发布会，介绍了今年的经济运行情况。',
  '我们的门店每天早上九点开门，晚上九点关门，节假日照常营业。',
  '本次活动的报名时间为三月一日至三月十五日，请大家按时报名。',
  '请问您需要办理什么业务？我可以为您介绍。',
  '气象台预计，明天本市多云转小雨，气温十二到十八度。',
  '这款产品轻便、耐用、安全，适合家庭和办公室使用。',
  '感谢您的来电。您的问题我们已经记录，工作人员会尽快与您联系。',
  '会议强调：要坚持创新驱动，推动高质量发展；要保障和改善民生。',
  '欢迎来到数字员工平台！我是您的智能助手，很高兴为您服务。',
];
const VOICE = 'cmn+f3';
const MARKS = /[，、；：。！？]/gu;
const SPOKEN = /[\p{Script=Han}\p{N}]/gu;

/** 10 ms frames above a floor relative to the loudest: voiced (or at least not silent). */
function frames(samples: Int16Array, sampleRate: number) {
  const size = Math.round(sampleRate / 100);
  const rms: number[] = [];
  for (let at = 0; at + size <= samples.length; at += size) {
    let sum = 0;
    for (let i = at; i < at + size; i++) sum += (samples[i]! / 32768) ** 2;
    rms.push(Math.sqrt(sum / size));
  }
  const floor = Math.max(...rms) * 0.05;
  return rms.map((r) => r >= floor);
}

/**
 * Silences of at least 150 ms between the first and last sound: the pauses a listener hears. eSpeak's
 * stop closures (before t, k, d…) are silent for 100–130 ms and are not pauses.
 */
function pausesOf(loud: boolean[]) {
  const first = loud.indexOf(true);
  const last = loud.lastIndexOf(true);
  const pauses: number[] = [];
  let run = 0;
  for (let f = first; f <= last; f++) {
    if (!loud[f]) run++;
    else {
      if (run >= 15) pauses.push(run * 10);
      run = 0;
    }
  }
  return { pauses, spokenMs: (last - first + 1) * 10 };
}

/** F0 by autocorrelation over 40 ms windows (70–400 Hz), where the correlation is clear. */
function pitchTrack(samples: Int16Array, sampleRate: number, loud: boolean[]) {
  const win = Math.round(sampleRate * 0.04);
  const out: { ms: number; hz: number }[] = [];
  loud.forEach((isLoud, f) => {
    const at = f * Math.round(sampleRate / 100);
    if (!isLoud || at + win * 2 > samples.length) return;
    let best = 0;
    let lagBest = 0;
    let energy = 0;
    for (let i = 0; i < win; i++) energy += samples[at + i]! ** 2;
    for (let lag = Math.round(sampleRate / 400); lag <= Math.round(sampleRate / 70); lag++) {
      let sum = 0;
      let shifted = 0;
      for (let i = 0; i < win; i++) {
        sum += samples[at + i]! * samples[at + i + lag]!;
        shifted += samples[at + i + lag]! ** 2;
      }
      const r = sum / Math.sqrt(energy * shifted || 1);
      if (r > best) [best, lagBest] = [r, lag];
    }
    if (best > 0.6) out.push({ ms: f * 10, hz: sampleRate / lagBest });
  });
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : Number.NaN;
};
const semitones = (a: number, b: number) => 12 * Math.log2(a / b);

async function measure(pool: EspeakPool, reading: MandarinReading, rate: number) {
  let chars = 0;
  let spokenMs = 0;
  let pauseMs = 0;
  const byMark = new Map<string, number[]>();
  const falls: number[] = [];
  let unaligned = 0;
  for (const sentence of SENTENCES) {
    const ssml = toEngineSsml(sentence, 'zh-CN', 'zh-CN');
    const { wav } = await pool.synthesize({ ssml, voice: VOICE, rate, pitch: 1, volume: 50 }, reading);
    const pcm = wavSamples(wav)!;
    const loud = frames(pcm.samples, pcm.sampleRate);
    const { pauses, spokenMs: ms } = pausesOf(loud);
    chars += sentence.match(SPOKEN)?.length ?? 0;
    spokenMs += ms;
    pauseMs += pauses.reduce((a, b) => a + b, 0);
    // Pauses are put against the marks inside the sentence when there are as many of each.
    const marks = (sentence.match(MARKS) ?? []).slice(0, -1);
    if (pauses.length === marks.length) marks.forEach((m, i) => byMark.set(m, [...(byMark.get(m) ?? []), pauses[i]!]));
    else {
      unaligned++;
      if (process.env.BENCH_VERBOSE) console.log(reading, sentence, pauses, marks.join(''));
    }
    // The fall at a statement's end: F0 of its last 300 ms against the sentence's median.
    if (/[。！]$/.test(sentence)) {
      const track = pitchTrack(pcm.samples, pcm.sampleRate, loud);
      const end = track.at(-1)?.ms ?? 0;
      const tail = track.filter((p) => p.ms > end - 300).map((p) => p.hz);
      falls.push(semitones(median(tail), median(track.map((p) => p.hz))));
    }
  }
  return {
    reading,
    charsPerSecond: chars / (spokenMs / 1000),
    articulationRate: chars / ((spokenMs - pauseMs) / 1000),
    pauseShare: pauseMs / spokenMs,
    pauseByMark: Object.fromEntries(
      [...byMark].map(([m, xs]) => [
        m,
        { n: xs.length, medianMs: median(xs), min: Math.min(...xs), max: Math.max(...xs) },
      ]),
    ),
    unalignedSentences: unaligned,
    finalFallSemitones: median(falls),
  };
}

const pool = new EspeakPool(1);
try {
  const variants = [
    ['plain', 1, 'before: eSpeak NG unaided, rate 1 (175 wpm)'],
    ['broadcast', 0.8, 'broadcast reading, rate 0.8 (≈ eSpeak speed ×0.9, a slower default as first planned)'],
    ['broadcast', 1, 'broadcast reading, rate 1 (Mandarin base speed ×1.12, the default chosen)'],
  ] as const;
  for (const [reading, rate, label] of variants) {
    const r = await measure(pool, reading, rate);
    console.log(`\n${label}`);
    console.log(`  speech rate        ${r.charsPerSecond.toFixed(2)} characters/s (pauses included)`);
    console.log(
      `  articulation rate  ${r.articulationRate.toFixed(2)} characters/s (pauses of 150 ms or more left out)`,
    );
    console.log(`  pause share        ${(r.pauseShare * 100).toFixed(1)} % of the time`);
    for (const [mark, p] of Object.entries(r.pauseByMark))
      console.log(`  pause after ${mark}      n=${p.n} median ${p.medianMs} ms (${p.min}–${p.max})`);
    console.log(`  unaligned          ${r.unalignedSentences} of ${SENTENCES.length} sentences`);
    console.log(`  final fall         ${r.finalFallSemitones.toFixed(1)} semitones (last 300 ms against the median)`);
  }
} finally {
  await pool.close();
}
