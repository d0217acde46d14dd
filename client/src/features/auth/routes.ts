/** The auth area's lazily loaded pages. */
export { LoginPage } from './LoginPage';
export { SessionGate } from './SessionGate';
