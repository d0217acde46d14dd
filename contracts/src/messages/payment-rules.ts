/** What orders answer where the spec shows no wording (000 §4 purchase). */
export const paymentRuleMessages = {
  priceChanged: '价格已变化，请刷新后重试',
  paymentUnavailable: '在线支付暂未开通，请联系客服',
  orderFailed: '支付下单失败，请稍后重试',
} as const;
