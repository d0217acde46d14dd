import { notificationsCall } from './notifications';
import { noticeListCall } from './noticeList';

export const noticeCalls = {
  notifications: notificationsCall,
  noticeList: noticeListCall,
} as const;
