/** The logged-in shell chunk: layouts and the management center. */
export { HomeLayout, BareHomeLayout } from './HomeLayout';
export { ManageCenterLayout } from '../manageCenter/ManageCenterLayout';
export { AccountSetting } from '../manageCenter/AccountSetting';
