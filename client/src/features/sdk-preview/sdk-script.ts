/** The SDK's classic build at its stable URL (served by the portal from sdk/dist). */
export const SDK_SCRIPT_URL = '/sdk/v1/digital-human.js';

let loading: Promise<void> | null = null;

/** Loads the SDK script once and resolves when <digital-human> is defined. */
export function loadSdkScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_SCRIPT_URL;
    script.async = true;
    script.onload = () => void customElements.whenDefined('digital-human').then(() => resolve());
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('SDK 脚本加载失败'));
    };
    document.head.append(script);
  });
  return loading;
}
