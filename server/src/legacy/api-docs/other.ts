import type { AreaDocs } from './area-docs';

/** 其他: the reference text of the area's calls (tag, summaries, descriptions). */
export const otherDocs: AreaDocs = {
  name: '其他',
  description: '系统开关、直播间、下载代理与多人编辑。',
  calls: {
    downloadProxy: { summary: '下载代理', description: '通过门户下载存储中的文件（仅限本企业可见的文件）。' },
    liveRoom: { summary: '创建直播间', description: '为互动项目创建直播间。' },
    liveRoomList: { summary: '直播间列表', description: '列出企业的直播间。' },
    multipleEditUserQuery: {
      summary: '多人编辑查询',
      description: '编辑器的在场心跳：记录当前用户正在编辑该视频项目，并返回同时在编辑的同事（60 秒内有心跳）。',
      examples: [
        {
          summary: '有同事在编辑',
          request: { projectId: '6f1c2a4e-8d3b-4c55-9a77-0c1d2e3f4a5b' },
          response: {
            projectId: '6f1c2a4e-8d3b-4c55-9a77-0c1d2e3f4a5b',
            editors: [
              {
                userId: '0b6d2f1e-1c2d-4e3f-8a9b-5c6d7e8f9a0b',
                displayName: '李四',
                lastSeenAt: '2026-11-26T10:00:20.000Z',
              },
            ],
            tip: '李四正在编辑此项目，请注意协调，以免修改冲突',
          },
        },
      ],
    },
    systemSwitch: { summary: '系统开关', description: '返回全站功能开关。' },
  },
};
