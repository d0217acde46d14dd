import { words } from './compose';

/**
 * Abuse. The first list is bad-words-chinese 1.0.2 (MIT, © 2016 Peiyu Chen) exactly as shipped, in
 * traditional characters (the matcher folds them to simplified).
 */
const BAD_WORDS_CHINESE =
  words(`幹你娘 幹你媽 王八蛋 他媽的 操他媽 去你媽 去你的 婊子 妓女 狗日 雜種 幹你 幹您 幹林 贛你 贛您 贛林 林北
  恁爸 恁娘 賤人 賤種 下賤 犯賤 老母 屁眼 混蛋 渾蛋 混帳 操你 雞巴 王八 懶趴 祖媽 白目 白癡 腦殘 智障 援交 婊 妓 屎 洨 糞 肏 屄 孬`);

/**
 * Left out: single characters, which would flag ordinary words (屎壳郎, 粪便), and everyday phrases
 * a script may well say (去你的, 老母 "old mother", 白目, 林北 and 赣林/赣您 — 赣 is Jiangxi). 幹 folds
 * to 干, so 幹你/幹您/幹林 would be 干你想干的事 and the 道干林场 of a map; 王八 is the soft-shelled
 * turtle of a menu (王八汤) and 狗日 the start of 狗日常: their longer forms stay.
 */
const TOO_COMMON = new Set([
  '去你的',
  '老母',
  '白目',
  '林北',
  '贛林',
  '贛您',
  '贛你',
  '幹你',
  '幹您',
  '幹林',
  '王八',
  '狗日',
]);

export const PROFANITY = [
  ...BAD_WORDS_CHINESE.filter((w) => w.length > 1 && !TOO_COMMON.has(w)),
  ...words(
    '狗日的 王八羔子 傻逼 傻b 煞笔 沙比 sb nmsl cnm tmd 草泥马 尼玛的 你妈的 操你妈 日你妈 滚犊子 狗娘养的 贱货 骚货 弱智 废物东西',
  ),
];
