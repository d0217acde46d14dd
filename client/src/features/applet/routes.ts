/** The live pages' lazily loaded entries (/applet and the preview pages). */
export { CardPage } from './CardPage';
export { LiveRoot } from './LiveRoot';
export { MemberPreviewPage, PreviewPage } from './PreviewPage';
