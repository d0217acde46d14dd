import { userListCall } from './userList';
import { companyAddUserCall } from './companyAddUser';
import { userEditCall } from './userEdit';
import { companyDeleteUserCall } from './companyDeleteUser';
import { companyLockoutUserCall } from './companyLockoutUser';
import { companyUnLockoutUserCall } from './companyUnLockoutUser';
import { userSendConfirmationEmailCall } from './userSendConfirmationEmail';

export const companyUserCalls = {
  userList: userListCall,
  addUser: companyAddUserCall,
  userEdit: userEditCall,
  deleteUser: companyDeleteUserCall,
  lockoutUser: companyLockoutUserCall,
  unLockoutUser: companyUnLockoutUserCall,
  sendConfirmationEmail: userSendConfirmationEmailCall,
} as const;
