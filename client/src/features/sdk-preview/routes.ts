/** The SDK's sample host page (/ThreeDimensionSDKPreview/{project}), its own lazy chunk. */
export { SdkPreviewPage } from './SdkPreviewPage';
