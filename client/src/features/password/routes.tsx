/** The password area's lazily loaded pages. */
import { ActivatedPage, ForgetEmailSentPage, ForgetPasswordPage, LinkExpiredPage } from './ForgetPages';
import { SetPasswordPage } from './SetPasswordPage';

export { ActivatedPage, ForgetEmailSentPage, ForgetPasswordPage };
export { ChangePasswordPage } from './ChangePasswordPage';
export const ResetPasswordPage = () => <SetPasswordPage />;
export const CreatePasswordPage = () => <SetPasswordPage create />;
export const ResetExpiredPage = () => <LinkExpiredPage />;
export const CreateExpiredPage = () => <LinkExpiredPage create />;
