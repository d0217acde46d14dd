import { opsLoginCall } from './opsLogin';
import { opsLogoutCall } from './opsLogout';
import { opsMeCall } from './opsMe';
import { opsSetupOperatorCall } from './opsSetupOperator';
import { opsCompanyListCall } from './opsCompanyList';
import { opsCompanyDetailCall } from './opsCompanyDetail';
import { opsCompanyCreateCall } from './opsCompanyCreate';
import { opsCompanySuspendCall } from './opsCompanySuspend';
import { opsCompanyResumeCall } from './opsCompanyResume';
import { opsLicenceGrantCall } from './opsLicenceGrant';
import { opsLicenceRevokeCall } from './opsLicenceRevoke';
import { opsQuotaGrantCall } from './opsQuotaGrant';
import { opsProductListCall } from './opsProductList';
import { opsProductSaveCall } from './opsProductSave';
import { opsOrderListCall } from './opsOrderList';
import { opsOrderRecordOfflineCall } from './opsOrderRecordOffline';
import { opsOrderRefundCall } from './opsOrderRefund';
import { opsBrandListCall } from './opsBrandList';
import { opsBrandSaveCall } from './opsBrandSave';
import { opsBrandDeleteCall } from './opsBrandDelete';
import { opsBrandImageUploadCall } from './opsBrandImageUpload';
import { opsNoticeListCall } from './opsNoticeList';
import { opsNoticeSaveCall } from './opsNoticeSave';
import { opsNoticeRetractCall } from './opsNoticeRetract';
import { opsAuditListCall } from './opsAuditList';
import { opsStatsCall } from './opsStats';
import { opsCompanyDeleteCall } from './opsCompanyDelete';
import { opsCatalogueAvatarStateCall } from './opsCatalogueAvatarState';
import { opsCatalogueAvatarListCall } from './opsCatalogueAvatarList';
import { opsCatalogueTemplateListCall } from './opsCatalogueTemplateList';
import { opsCatalogueTemplateStateCall } from './opsCatalogueTemplateState';
import { opsPaymentSettingsClearCall } from './opsPaymentSettingsClear';
import { opsPaymentSettingsSaveCall } from './opsPaymentSettingsSave';
import { opsPaymentSettingsGetCall } from './opsPaymentSettingsGet';
import { opsSpeechSettingsClearCall } from './opsSpeechSettingsClear';
import { opsSpeechSettingsGetCall } from './opsSpeechSettingsGet';
import { opsSpeechSettingsSaveCall } from './opsSpeechSettingsSave';
import { opsOperatorListCall } from './opsOperatorList';
import { opsOperatorCreateCall } from './opsOperatorCreate';
import { opsOperatorPasswordResetCall } from './opsOperatorPasswordReset';
import { opsOperatorSetDisabledCall } from './opsOperatorSetDisabled';
import { opsPasswordChangeCall } from './opsPasswordChange';

/** The operator console (ours, issue 27; decision 0038). */
export const opsCalls = {
  login: opsLoginCall,
  logout: opsLogoutCall,
  me: opsMeCall,
  setupOperator: opsSetupOperatorCall,
  companyList: opsCompanyListCall,
  companyDetail: opsCompanyDetailCall,
  companyCreate: opsCompanyCreateCall,
  companySuspend: opsCompanySuspendCall,
  companyResume: opsCompanyResumeCall,
  licenceGrant: opsLicenceGrantCall,
  licenceRevoke: opsLicenceRevokeCall,
  quotaGrant: opsQuotaGrantCall,
  productList: opsProductListCall,
  productSave: opsProductSaveCall,
  orderList: opsOrderListCall,
  orderRecordOffline: opsOrderRecordOfflineCall,
  orderRefund: opsOrderRefundCall,
  brandList: opsBrandListCall,
  brandSave: opsBrandSaveCall,
  brandDelete: opsBrandDeleteCall,
  brandImageUpload: opsBrandImageUploadCall,
  noticeList: opsNoticeListCall,
  noticeSave: opsNoticeSaveCall,
  noticeRetract: opsNoticeRetractCall,
  auditList: opsAuditListCall,
  stats: opsStatsCall,
  companyDelete: opsCompanyDeleteCall,
  catalogueAvatarState: opsCatalogueAvatarStateCall,
  catalogueAvatarList: opsCatalogueAvatarListCall,
  catalogueTemplateList: opsCatalogueTemplateListCall,
  catalogueTemplateState: opsCatalogueTemplateStateCall,
  paymentSettingsClear: opsPaymentSettingsClearCall,
  paymentSettingsSave: opsPaymentSettingsSaveCall,
  paymentSettingsGet: opsPaymentSettingsGetCall,
  speechSettingsGet: opsSpeechSettingsGetCall,
  speechSettingsSave: opsSpeechSettingsSaveCall,
  speechSettingsClear: opsSpeechSettingsClearCall,
  operatorList: opsOperatorListCall,
  operatorCreate: opsOperatorCreateCall,
  operatorSetDisabled: opsOperatorSetDisabledCall,
  operatorPasswordReset: opsOperatorPasswordResetCall,
  passwordChange: opsPasswordChangeCall,
} as const;
