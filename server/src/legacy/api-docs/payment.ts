import type { AreaDocs } from './area-docs';

/** 支付与订单: the reference text of the area's calls (tag, summaries, descriptions). */
export const paymentDocs: AreaDocs = {
  name: '支付与订单',
  description: '套餐与加油包、下单、扫码支付与订单查询。',
  calls: {
    paymentCreateOrder: { summary: '创建订单', description: '创建订单并返回支付二维码；金额为单价乘以数量。' },
    paymentOrderList: { summary: '订单列表', description: '分页列出本企业的订单。' },
    paymentProductProductList: { summary: '商品列表', description: '未登录时的套餐与加油包列表。' },
    paymentProductProductListLogin: { summary: '商品列表（登录后）', description: '登录后的套餐与加油包列表。' },
    paymentPurchaseOptions: { summary: '购买选项', description: '返回购买页的选项与联系方式。' },
    paymentQueryOrder: { summary: '查询订单', description: '查询订单的支付状态。' },
  },
};
