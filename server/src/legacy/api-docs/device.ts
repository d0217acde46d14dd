import type { AreaDocs } from './area-docs';

/** 设备: the reference text of the area's calls (tag, summaries, descriptions). */
export const deviceDocs: AreaDocs = {
  name: '设备',
  description: '一体机设备：序列号、设备用户、对话记录与预览令牌。',
  calls: {
    deviceCteRegister: {
      summary: '登记一体机',
      description:
        '按序列号登记一台一体机并绑定一个一体机（cte）项目。依次检查：硬件权限、一体机许可（23）未到期、序列号格式、项目类型、序列号未登记，最后占用一个硬件配额（13）。',
    },
    deviceCteRevoke: {
      summary: '收回设备令牌',
      description:
        '收回一体机的设备令牌：该设备的下一次调用即被拒绝，正在进行的会话立即结束。重新扫描激活二维码可再次授权。',
    },
    deviceCteDelete: {
      summary: '删除一体机',
      description: '删除一台一体机：令牌失效、对话记录随之删除，占用的硬件配额归还企业。',
    },
    deviceCteKiosk: {
      summary: '一体机设置（设备端）',
      description:
        '一体机页面用设备令牌读取自己的设置：项目、唤醒词、是否配置了语音识别。页面定时调用，令牌被收回时即得到 401 并结束。',
    },
    deviceCteWakeListen: {
      summary: '唤醒监听（设备端）',
      description:
        '休眠中的一体机上传一句话（16 kHz 单声道 WAV，由浏览器端语音活动检测切分），服务端识别后按拼音与项目的唤醒词比对，返回是否唤醒。',
    },
    deviceCteMove: {
      summary: '更换一体机项目',
      description:
        '把一台一体机换到本企业的另一个一体机（cte）项目：正在进行的对话立即结束，设备令牌不变，一体机页面在下一次读取设置时自动切换到新项目。',
    },
    deviceCteGreetSpeech: {
      summary: '问候语音（设备端）',
      description:
        '一体机被唤醒或认出来访者时，用项目的音色合成问候语（唤醒问候或人脸问候），返回 WAV 音频（base64）与口型轨道，数字人据此开口问候。',
    },
    deviceCteGetTalkLog: { summary: '一体机对话记录', description: '查询一体机的对话记录。' },
    deviceCteManageOpenPreviewToken: { summary: '设备预览令牌', description: '生成一体机管理的预览令牌。' },
    deviceCteOpenPreviewGetLongToken: { summary: '换取长期预览令牌', description: '用预览令牌换取长期令牌。' },
    deviceCteSnCodeList: { summary: '设备序列号列表', description: '列出企业的一体机序列号。' },
    deviceUserAdd: { summary: '添加设备用户', description: '添加一体机的识别用户。' },
    deviceUserDelete: { summary: '删除设备用户', description: '删除一体机的识别用户。' },
    deviceUserEdit: { summary: '编辑设备用户', description: '修改一体机识别用户的资料。' },
    deviceUserList: { summary: '设备用户列表', description: '列出一体机的识别用户。' },
    deviceUserUpload: { summary: '上传设备用户照片', description: '上传识别用户的照片。' },
  },
};
