/** The pay-wall drawer, fuel packs, scan-to-pay and purchase-success dialogs (000 §2). */
export const paymentMessages = {
  /** Pay-wall drawer section and tab. Spec: "marketing short-video (studio) membership". */
  studioMembership: '营销短视频会员',
  /** Pay-wall drawer section and tab. Spec: "interactive business-card membership". */
  cardMembership: '互动名片会员',
  /** Pay-wall drawer section and tab (contact or custom work). Spec: "more business needs". */
  moreBusinessNeeds: '更多业务需求',
  /** Label of the consultant QR code in the more-business-needs section. Spec: "contact us". */
  contactUs: '联系我们',
  /** More-business-needs item. Spec: "API and SDK". */
  apiAndSdk: 'API与SDK',
  /** More-business-needs item. Spec: "interactive smart screen". */
  interactiveSmartScreen: '互动智慧屏',
  /** More-business-needs item. Spec: "high-precision custom digital human 2D/3D". */
  customDigitalHuman: '高精度定制数字人（2D/3D）',
  /** Tag on a package card when an original price exists. Spec: "limited-time offer". */
  limitedTimeOffer: '限时优惠',
  /** Fuel pack cards show a 'from' minimum price. Spec: "from". */
  priceFromSuffix: '起',
  /** Fuel-pack modal title suffix: pack name plus 加油包. */
  fuelPackSuffix: '加油包',
  /** Scan-to-pay dialog hint. Spec: "use the chat app to scan and pay". */
  // The 'chat app' is WeChat: its trade states (NOTPAY, USERPAYING…) are the order statuses of 000 §4.
  scanToPayHint: '请使用微信扫一扫完成支付',
  /** Scan-to-pay dialog agreement link. Spec: "agreement". */
  agreementLink: '服务协议',
  /** Scan-to-pay dialog action (recreates the order). Spec: "refresh code". */
  refreshCode: '刷新二维码',
  /** Scan-to-pay and purchase-success dialog field. Spec: "amount". */
  amount: '金额',
  /** Purchase-success dialog field. Spec: "order number". */
  orderNumber: '订单编号',
  /** Purchase-success dialog field. Spec: "order time". */
  orderTime: '下单时间',
  /** Purchase-success dialog field. Spec: "payment method". */
  paymentMethod: '支付方式',
  /** Purchase-success dialog button; goes to the order list. Spec: "view order". */
  viewOrder: '查看订单',
  /** Purchase-success dialog button; goes to /home/premium. Spec: "use it now". */
  useNow: '立即使用',
  /** Default placeholder of the search input. Spec: "search by digital employee or task name". */
  searchPlaceholder: '搜索数字员工或任务名称',
  /** Empty search result block. Spec: "no search results". */
  noSearchResults: '暂无搜索结果',
} as const;
