/** What orders answer where the spec shows no wording (000 §4 purchase). */
export const paymentRuleMessages = {
  priceChanged: '价格已变化，请刷新后重试',
  paymentUnavailable: '在线支付暂未开通，请联系客服',
  orderFailed: '支付下单失败，请稍后重试',
  // Ours: the operator took the product off sale (console 商品价格) after the pay-wall was opened.
  productOffSale: '该商品已下架',
  // Ours: orders keep their total in an integer column of fen; a bigger total is no sane payment.
  orderTooLarge: '订单金额超出上限，请减少购买数量',
  // The pay-wall on an install without online payment, and a company whose rights ended (ours, decision 0025).
  offlineTitle: '本平台暂未开通在线支付',
  offlineHowToBuy: '如需开通或续费套餐、加油包，请联系平台运营方办理，确认付款后即为贵企业开通。',
  contactUnknown: '请联系为贵企业部署本平台的管理员。',
  contactToBuy: '联系购买',
  expiredOn: (date: string) => `贵企业的授权已于 ${date} 到期，续费后即可继续使用。`,
  noLicence: '贵企业暂未开通任何授权，开通后即可生成视频。',
} as const;
