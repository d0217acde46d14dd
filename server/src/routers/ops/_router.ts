import { opsCalls as calls } from '@portal/contracts/calls/ops/index';
import { router } from '../../trpc/init';
import { operatorCall, publicCall } from '../../trpc/call-procedures';
import { loginHandler } from './login.handler';
import { logoutHandler } from './logout.handler';
import { meHandler } from './me.handler';
import { setupOperatorHandler } from './setupOperator.handler';
import { companyListHandler } from './companyList.handler';
import { companyDetailHandler } from './companyDetail.handler';
import { companyCreateHandler } from './companyCreate.handler';
import { companySuspendHandler } from './companySuspend.handler';
import { companyResumeHandler } from './companyResume.handler';
import { licenceGrantHandler } from './licenceGrant.handler';
import { licenceRevokeHandler } from './licenceRevoke.handler';
import { quotaGrantHandler } from './quotaGrant.handler';
import { productListHandler } from './productList.handler';
import { productSaveHandler } from './productSave.handler';
import { orderListHandler } from './orderList.handler';
import { orderRecordOfflineHandler } from './orderRecordOffline.handler';
import { orderRefundHandler } from './orderRefund.handler';
import { brandListHandler } from './brandList.handler';
import { brandSaveHandler } from './brandSave.handler';
import { brandDeleteHandler } from './brandDelete.handler';
import { brandImageUploadHandler } from './brandImageUpload.handler';
import { noticeListHandler } from './noticeList.handler';
import { noticeSaveHandler } from './noticeSave.handler';
import { noticeRetractHandler } from './noticeRetract.handler';
import { auditListHandler } from './auditList.handler';
import { statsHandler } from './stats.handler';
import { companyDeleteHandler } from './companyDelete.handler';
import { catalogueAvatarListHandler } from './catalogueAvatarList.handler';
import { catalogueAvatarStateHandler } from './catalogueAvatarState.handler';
import { catalogueTemplateListHandler } from './catalogueTemplateList.handler';
import { catalogueTemplateStateHandler } from './catalogueTemplateState.handler';
import { paymentSettingsGetHandler } from './paymentSettingsGet.handler';
import { paymentSettingsSaveHandler } from './paymentSettingsSave.handler';
import { paymentSettingsClearHandler } from './paymentSettingsClear.handler';
import { speechSettingsClearHandler } from './speechSettingsClear.handler';
import { speechSettingsGetHandler } from './speechSettingsGet.handler';
import { speechSettingsSaveHandler } from './speechSettingsSave.handler';
import { operatorListHandler } from './operatorList.handler';
import { operatorCreateHandler } from './operatorCreate.handler';
import { operatorPasswordResetHandler } from './operatorPasswordReset.handler';
import { operatorSetDisabledHandler } from './operatorSetDisabled.handler';
import { passwordChangeHandler } from './passwordChange.handler';

/** The operator console (issue 27): every call but login and setup needs the operator's own session. */
export const opsRouter = router({
  login: publicCall(calls.login).mutation(loginHandler),
  logout: operatorCall(calls.logout).mutation(logoutHandler),
  me: operatorCall(calls.me).query(meHandler),
  setupOperator: publicCall(calls.setupOperator).mutation(setupOperatorHandler),
  companyList: operatorCall(calls.companyList).query(companyListHandler),
  companyDetail: operatorCall(calls.companyDetail).query(companyDetailHandler),
  companyCreate: operatorCall(calls.companyCreate).mutation(companyCreateHandler),
  companySuspend: operatorCall(calls.companySuspend).mutation(companySuspendHandler),
  companyResume: operatorCall(calls.companyResume).mutation(companyResumeHandler),
  licenceGrant: operatorCall(calls.licenceGrant).mutation(licenceGrantHandler),
  licenceRevoke: operatorCall(calls.licenceRevoke).mutation(licenceRevokeHandler),
  quotaGrant: operatorCall(calls.quotaGrant).mutation(quotaGrantHandler),
  productList: operatorCall(calls.productList).query(productListHandler),
  productSave: operatorCall(calls.productSave).mutation(productSaveHandler),
  orderList: operatorCall(calls.orderList).query(orderListHandler),
  orderRecordOffline: operatorCall(calls.orderRecordOffline).mutation(orderRecordOfflineHandler),
  orderRefund: operatorCall(calls.orderRefund).mutation(orderRefundHandler),
  brandList: operatorCall(calls.brandList).query(brandListHandler),
  brandSave: operatorCall(calls.brandSave).mutation(brandSaveHandler),
  brandDelete: operatorCall(calls.brandDelete).mutation(brandDeleteHandler),
  brandImageUpload: operatorCall(calls.brandImageUpload).mutation(brandImageUploadHandler),
  noticeList: operatorCall(calls.noticeList).query(noticeListHandler),
  noticeSave: operatorCall(calls.noticeSave).mutation(noticeSaveHandler),
  noticeRetract: operatorCall(calls.noticeRetract).mutation(noticeRetractHandler),
  auditList: operatorCall(calls.auditList).query(auditListHandler),
  stats: operatorCall(calls.stats).query(statsHandler),
  companyDelete: operatorCall(calls.companyDelete).mutation(companyDeleteHandler),
  catalogueAvatarList: operatorCall(calls.catalogueAvatarList).query(catalogueAvatarListHandler),
  catalogueAvatarState: operatorCall(calls.catalogueAvatarState).mutation(catalogueAvatarStateHandler),
  catalogueTemplateList: operatorCall(calls.catalogueTemplateList).query(catalogueTemplateListHandler),
  catalogueTemplateState: operatorCall(calls.catalogueTemplateState).mutation(catalogueTemplateStateHandler),
  paymentSettingsGet: operatorCall(calls.paymentSettingsGet).query(paymentSettingsGetHandler),
  paymentSettingsSave: operatorCall(calls.paymentSettingsSave).mutation(paymentSettingsSaveHandler),
  paymentSettingsClear: operatorCall(calls.paymentSettingsClear).mutation(paymentSettingsClearHandler),
  speechSettingsGet: operatorCall(calls.speechSettingsGet).query(speechSettingsGetHandler),
  speechSettingsSave: operatorCall(calls.speechSettingsSave).mutation(speechSettingsSaveHandler),
  speechSettingsClear: operatorCall(calls.speechSettingsClear).mutation(speechSettingsClearHandler),
  operatorList: operatorCall(calls.operatorList).query(operatorListHandler),
  operatorCreate: operatorCall(calls.operatorCreate).mutation(operatorCreateHandler),
  operatorSetDisabled: operatorCall(calls.operatorSetDisabled).mutation(operatorSetDisabledHandler),
  operatorPasswordReset: operatorCall(calls.operatorPasswordReset).mutation(operatorPasswordResetHandler),
  passwordChange: operatorCall(calls.passwordChange).mutation(passwordChangeHandler),
});
