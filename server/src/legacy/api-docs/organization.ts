import type { AreaDocs } from './area-docs';

/** 组织: the reference text of the area's calls (tag, summaries, descriptions). */
export const organizationDocs: AreaDocs = {
  name: '组织',
  description: '组织的增删改查、额度份额、数据分析与示例。',
  calls: {
    orgResourceGetById: { summary: '组织资源', description: '按编号读取组织的资源。' },
    orgResourceGetOrgLimit: { summary: '组织额度上限', description: '返回组织可分配额度的上限。' },
    organizationCreate: { summary: '新建组织', description: '新建组织并分配额度份额。' },
    organizationDataAnalysis: { summary: '数据分析', description: '按日期统计视频生成、合成时长与资源消耗。' },
    organizationDelete: { summary: '删除组织', description: '删除组织。' },
    organizationDocDataAnalysis: { summary: '文档数据分析', description: '按日期统计文档上传、转换与关联项目。' },
    organizationEdit: { summary: '编辑组织', description: '修改组织名称与份额。' },
    organizationExampleCopy: { summary: '复制示例', description: '复制一个示例。' },
    organizationExampleCreate: { summary: '新建示例', description: '新建组织示例。' },
    organizationExampleDelete: { summary: '删除示例', description: '删除组织示例。' },
    organizationExampleDetail: { summary: '示例详情', description: '读取示例详情。' },
    organizationExampleEdit: { summary: '编辑示例', description: '修改组织示例。' },
    organizationExampleView: { summary: '示例列表', description: '列出组织示例。' },
    organizationPersonalsView: { summary: '组织个人资源', description: '查看组织的个人资源。' },
    organizationQuotasView: { summary: '组织份额', description: '查看组织的额度份额。' },
    organizationUsersVoicesView: { summary: '成员声音', description: '查看成员可用的声音。' },
    organizationView: { summary: '组织列表', description: '列出企业的组织。' },
    organizationViewDetail: { summary: '组织详情', description: '查看组织详情。' },
    organizationVoicesView: { summary: '组织声音', description: '查看组织可用的声音。' },
  },
};
