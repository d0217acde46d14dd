/**
 * Precision of the shipped lexicon on ordinary Chinese text (bench/safety-precision/README.md):
 * every line of the corpus goes through the one check (`checkText`: the platform lexicon, as a
 * company without words of its own sees it). Reports SENSITIVE words found per 100 000 characters
 * (target 0: each is a sentence a visitor or an editor could not say) and, apart, the
 * advertising-law RISK words, which are meant to flag in marketing. `--list` prints every
 * SENSITIVE hit with its line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkText } from '../src/services/safety/check-text';

const here = dirname(fileURLToPath(import.meta.url));
const CJK = /[\u4e00-\u9fff]/g;

interface Source {
  name: string;
  /** Third-party text (an npm package's) or the project's own. */
  origin: 'third-party' | 'ours';
  lines: string[];
}

/** Every string of a JSON document that holds Chinese: the project's own FAQ and eval fixtures. */
function jsonStrings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') {
    if (CJK.test(value)) out.push(value);
    CJK.lastIndex = 0;
  } else if (Array.isArray(value)) for (const v of value) jsonStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) jsonStrings(v, out);
  return out;
}

function filesUnder(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? filesUnder(p, ext) : p.endsWith(ext) ? [p] : [];
    });
}

function sources(): Source[] {
  const corpus = join(here, 'safety-precision', 'corpus');
  const out: Source[] = filesUnder(corpus, '.txt').map((p) => ({
    name: relative(corpus, p),
    origin: relative(corpus, p).startsWith('ours-') ? 'ours' : 'third-party',
    lines: readFileSync(p, 'utf8').split('\n').filter(Boolean),
  }));
  // The project's own FAQ and evaluation sets: every question and answer in them is ordinary text.
  for (const dir of ['fixtures', 'knowledge-eval'])
    for (const p of filesUnder(join(here, dir), '.json'))
      out.push({
        name: relative(here, p),
        origin: 'ours',
        lines: [...new Set(jsonStrings(JSON.parse(readFileSync(p, 'utf8')), []))],
      });
  return out;
}

const per100k = (n: number, chars: number) => (chars === 0 ? 0 : (n * 100_000) / chars);

function main() {
  const list = process.argv.includes('--list');
  const totals = {
    'third-party': { chars: 0, cjk: 0, sensitive: 0, risk: 0 },
    ours: { chars: 0, cjk: 0, sensitive: 0, risk: 0 },
  };
  const words = new Map<string, number>();
  const riskWords = new Map<string, number>();
  console.log('source | characters | Chinese | SENSITIVE | per 100k | RISK | per 100k');
  for (const s of sources()) {
    let chars = 0;
    let cjk = 0;
    let sensitive = 0;
    let risk = 0;
    for (const line of s.lines) {
      chars += line.length;
      cjk += line.match(CJK)?.length ?? 0;
      for (const m of checkText(line).matches) {
        if (m.level === 'SENSITIVE') {
          sensitive++;
          words.set(m.word, (words.get(m.word) ?? 0) + 1);
          if (list) console.log(`  ${s.name}: 「${m.text}」(${m.word}, ${m.category}) in ${line.slice(0, 120)}`);
        } else {
          risk++;
          riskWords.set(m.word, (riskWords.get(m.word) ?? 0) + 1);
        }
      }
    }
    const t = totals[s.origin];
    t.chars += chars;
    t.cjk += cjk;
    t.sensitive += sensitive;
    t.risk += risk;
    console.log(
      `${s.name} (${s.origin}) | ${chars} | ${cjk} | ${sensitive} | ${per100k(sensitive, chars).toFixed(1)} | ${risk} | ${per100k(risk, chars).toFixed(1)}`,
    );
  }
  for (const [origin, t] of Object.entries(totals))
    console.log(
      `all ${origin} | ${t.chars} | ${t.cjk} | ${t.sensitive} | ${per100k(t.sensitive, t.chars).toFixed(1)} | ${t.risk} | ${per100k(t.risk, t.chars).toFixed(1)}`,
    );
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([w, n]) => `${w}×${n}`)
      .join(' ');
  console.log(`SENSITIVE words found: ${top(words) || 'none'}`);
  console.log(`RISK words found (advertising law, meant to flag in marketing): ${top(riskWords) || 'none'}`);
}

main();
