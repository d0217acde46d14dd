import { joined, words } from './compose';

/**
 * Pornography and prostitution (刑法 art. 358–367, 治安管理处罚法 art. 66–69): sensitive. Composed by us.
 * 上门服务, 包夜, 全套服务, 特殊服务 and 露点 are a plumber's, an internet café's, a wedding planner's,
 * an airline's and a weather report's words: they are listed only in the forms a sex trade uses.
 */
export const PORNOGRAPHY = [
  ...words(`色情 黄色网站 黄网 成人网站 成人视频 成人电影 色情电影 色情视频 色情图片 三级片 a片 av女优 毛片 黄片 裸照 裸聊
    约炮 一夜情 援交 援助交际 卖淫 嫖娼 嫖客 妓女 招嫖 性交易 性服务 外围女 小姐上门 美女上门 上门服务小姐 上门全套
    上门包夜 包夜上门 小姐包夜 包夜小姐 包夜全套 同城约炮 兼职少妇 寂寞少妇 激情视频 激情聊天 迷奸 强奸 轮奸 乱伦 恋童
    偷拍 走光 露点照 露点视频 露点图 露点直播 露点写真 做爱 性爱 口交 肛交 自慰 情色 淫秽 淫荡 春药 催情药 迷情药
    成人用品代购 桑拿全套 莞式全套 全套莞式 全套服务小姐 小姐全套 楼凤 莞式服务 裸体直播 黄播 福利姬 约妹 学生妹兼职`),
  ...joined('按摩 桑拿 洗浴 足浴 会所 小姐 美女 技师 酒店', '特殊服务'),
  ...joined('特殊服务', '小姐 美女 技师'),
  ...joined('免费 在线 高清 无码 最新 偷拍', joined('色情 成人 黄色 激情 情色', '视频 电影 图片 直播 网站').join(' ')),
];
