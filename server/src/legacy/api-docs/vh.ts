import type { AreaDocs } from './area-docs';

/** 数字人: the reference text of the area's calls (tag, summaries, descriptions). */
export const vhDocs: AreaDocs = {
  name: '数字人',
  description: '数字人（形象、姿态）的查询、权限检查与有效性检查。',
  calls: {
    avatarList: { summary: '形象列表', description: '按类型、行业列出数字人形象。' },
    checkPosture: { summary: '检查姿态', description: '检查姿态是否仍然有效。' },
    checkVhRight: { summary: '检查数字人权限', description: '检查企业是否有权使用数字人。' },
    digitalEmployeeList: { summary: '数字员工列表', description: '列出企业的数字员工。' },
    industryList: { summary: '行业列表', description: '列出数字人的行业分类。' },
    photoAvatarCreate: {
      summary: '创建照片数字人',
      description:
        '上传一张正脸照片（multipart：file、name、voiceBizId、likenessConfirmed）生成照片数字人：检测人脸关键点，拒绝无人脸、多张人脸、侧脸或人脸过小的照片；需确认拥有肖像使用权（记录确认人和时间），消耗 1 个定制数字人额度，并加入企业的数字员工。',
    },
    photoAvatarDelete: {
      summary: '删除照片数字人',
      description: '删除照片数字人：立即清除其照片、关键点和记录；已消耗的额度不退回。',
    },
    photoAvatarList: {
      summary: '照片数字人列表',
      description: '列出企业的照片数字人（新建在前），含肖像使用权的确认人和时间。',
    },
    personaAuthStatus: { summary: '人设授权状态', description: '返回人设的授权状态（NO_AUTH、DELETED 等）。' },
    queryAllVh: { summary: '全部数字人', description: '列出企业可用的全部数字人。' },
    queryExclusiveVirtualHumanByBizId: { summary: '专属数字人', description: '按编号读取专属数字人。' },
    queryExclusiveVirtualHumanV2ByBizId: {
      summary: '专属数字人（新版）',
      description: '按编号读取专属数字人（新版）。',
    },
    queryVhDetail: { summary: '数字人详情', description: '读取数字人详情。' },
    queryVhPosture: { summary: '数字人姿态', description: '列出数字人的姿态。' },
    talkProjectQueryInteractiveVirtualHumanByBizId: { summary: '互动数字人', description: '按编号读取互动数字人。' },
    talkProjectQueryInteractiveVirtualHumanV2ByBizId: {
      summary: '互动数字人（新版）',
      description: '按编号读取互动数字人（新版）。',
    },
    talkVhHuman: { summary: '互动数字人列表', description: '列出互动项目可用的数字人。' },
    vhInfoV2DetailByPosture: { summary: '按姿态读取详情', description: '按姿态编号读取数字人详情。' },
    vhInfoV2GetSelOptions: { summary: '筛选选项', description: '返回数字人列表的筛选选项。' },
    vhInfoV2QueryVhAll: { summary: '数字人全集', description: '列出全部数字人（新版）。' },
    vhInfoV2QueryVhPage: { summary: '数字人分页', description: '分页列出数字人。' },
    vhInfoV2QueryVhPageNew: { summary: '数字人分页（新版）', description: '分页列出数字人（新版）。' },
    vhValidityCheck: {
      summary: '数字人有效性检查',
      description: '检查一组数字人是否仍然有效，返回编号到布尔值的映射。',
    },
  },
};
