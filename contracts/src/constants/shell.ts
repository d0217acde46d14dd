/** Sizes and timings of the shell, pay-wall and dialogs (000 §9, 001 §9, 002 §9). */
export const UI_SIZES = {
  drawerHeaderScrollThresholdPx: 88,
  fuelPackModalWidthPx: 550,
  confirmPopoverWidthPx: 264,
  userMenuArrowStepPx: 100,
  deepThinkModalWidthPx: 800,
  loadingModalWidthPx: 140,
  rewriteLoadingWidthPx: 180,
  modalDefaultWidthPx: 718,
  modalWarningWidthPx: 584,
} as const;
/** Dialog / modal layer z-index (000 §9). */
export const DIALOG_LAYER_INDEX = 200_000;
export const HOVER_GUIDE_TIMER_MS = 500;
/** Menu layout thresholds; their meaning beyond the names is not shown (000 §9). */
export const MENU_LAYOUT = { showMore: 15, showScroll: 24 } as const;
/** The new digital-human popover lists the latest 3 (pageIndex 1, pageSize 3) (000 §2, §9). */
export const NEW_VH_POPOVER = { pageIndex: 1, pageSize: 3 } as const;
/** The virtual-human tag 'all' (000 §9, 001 §3). */
export const VH_TAG_ALL_ID = -999;
export const LOADING_BAR = { minimum: 0.3, speedMs: 500, trickleMs: 30_000 } as const;
/** About 90 background colour swatches, each with an image (000 §9). */
export const BACKGROUND_PALETTE_SIZE = 90;
/** Default file limits; units are not shown (000 §9). */
export const DEFAULT_FILE_LIMIT = { size: 500, duration: 300 } as const;
/** Time constants whose purpose is not shown (000 §9); kept so nothing invents other values. */
export const UNEXPLAINED_TIME_CONSTANTS_MS = [120_000, 600_000, 500] as const;

/** Default staff term; customised builds may change it (000 §1). */
export const DEFAULT_STAFF_TERM = '数字员工';
/** The manage-center setting value that keeps the avatar; any other shows a management-center button (000 §2). */
export const MANAGE_CENTER_SETTING_AVATAR = 1;
/** Branding: a customised brand shows the login page only when showLoginPage is 1 (000 §2). */
export const BRANDING_SHOW_LOGIN_PAGE = 1;
export const BRANDING_LOGIN_OTHER_PLATFORM = [0, 1] as const;

/** Management center entries (000 §2), default AccountSetting. */
export const MANAGE_CENTER_ENTRIES = [
  'AccountSetting',
  'DataAnalyse',
  'quotaPan',
  'aiStaff',
  'organizationManage',
  'userManage',
  'orderCenter',
] as const;
export const MANAGE_CENTER_DEFAULT_ENTRY = 'AccountSetting';

/** Preview thumbnails: 10 % size, JPEG, quality 1 (001 §9, 002 §9). */
export const PREVIEW_THUMBNAIL = { scale: 0.1, format: 'JPEG', quality: 1 } as const;
/** Elapsed-time / duration display cap, mm:ss (001 §3). */
export const DURATION_DISPLAY_CAP = '99:99';
export const DROPDOWN_LABEL_MAX_LENGTH = 4;
export const DATE_PICKER_FORMAT = 'month-day';
