import { foldWord } from './fold';
import type { FoldedText } from './fold-text';
import { words } from './lexicon/compose';

/**
 * The prohibition rule: a platform word that a rule or a warning names is not the thing itself.
 * 「机场安检禁止携带枪支、弹药、管制刀具」, 「酒店内禁止赌博、吸毒和卖淫嫖娼」, 「谨防校园贷」 and 「反恐怖主义法」
 * state what may not be done; 「出售枪支」 does it. A word is cleared when a cue stands right before it
 * (nothing but spaces between), or when it continues a list whose first word was cleared (joined by
 * 、 和 及 与 或 以及 等, or nothing). A comma or a full stop ends the list: 「禁止吸烟，出售枪支」 flags.
 * Slogans (远离毒品, 拒绝赌博) are not cues and flag as before: a company that says them allows its own.
 */
const HEADS = words('禁止 严禁 不得 不准 不许 请勿 切勿 不要 谨防 警惕 防范 防止 严防 打击 严打 举报 杜绝 反 防');
/** A head may take one verb before the word: 禁止携带枪支, 严禁寄递毒品, 不得从事传销. */
const VERBS =
  words(`携带 寄递 邮寄 托运 运输 销售 出售 买卖 购买 参与 从事 传播 发布 私藏 持有 吸食 观看 浏览 组织 开设 容留
  介绍 提供 制作 贩卖 种植 接触 沾染 涉足 进行 使用`);

interface CueNode {
  next: Map<number, CueNode>;
  end: boolean;
}
let trie: CueNode | null = null;

/** The cues, folded and reversed into a trie: a cue is read backwards from the word it names. */
function cueTrie(): CueNode {
  if (trie) return trie;
  const root: CueNode = { next: new Map(), end: false };
  for (const cue of [...HEADS, ...HEADS.flatMap((h) => VERBS.map((v) => h + v))]) {
    let node = root;
    const f = foldWord(cue);
    for (let i = f.length - 1; i >= 0; i--) {
      const c = f.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  trie = root;
  return root;
}

/** Joins the words of one list: 枪支、弹药和管制刀具. */
const LIST_JOINT = /^(?:\s|、|\/|和|及|与|或|以及|等|跟)*$/u;

/**
 * Whether a cue ends right before the folded character `s`: the cue must touch the word in the
 * original text (spaces aside), so a comma or a full stop between them breaks the rule.
 */
function cuedAt(text: string, folded: FoldedText, s: number): boolean {
  if (s === 0) return false;
  const { codes, origin } = folded;
  if (origin[s]! !== origin[s - 1]! + 1 && text.slice(origin[s - 1]! + 1, origin[s]!).trim() !== '') return false;
  let node: CueNode | undefined = cueTrie();
  for (let j = s - 1; j >= 0; j--) {
    node = node.next.get(codes[j]!);
    if (!node) return false;
    if (node.end) return true;
  }
  return false;
}

/**
 * Which of the matches (in text order, [start, end) in the original text, `foldedStarts` where each
 * starts in the folded text) a prohibition clears. `clearable` says which may be cleared at all: the
 * shipped sensitive words. A company's own words are its own decision and always stand, and so does
 * an advertising claim.
 */
export function clearedByCue(
  text: string,
  folded: FoldedText,
  matches: readonly { start: number; end: number }[],
  foldedStarts: readonly number[],
  clearable: readonly boolean[],
): boolean[] {
  const cleared = new Array<boolean>(matches.length).fill(false);
  for (let i = 0; i < matches.length; i++) {
    if (!clearable[i]) continue;
    cleared[i] =
      (i > 0 && cleared[i - 1]! && LIST_JOINT.test(text.slice(matches[i - 1]!.end, matches[i]!.start))) ||
      cuedAt(text, folded, foldedStarts[i]!);
  }
  return cleared;
}
