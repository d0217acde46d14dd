import { openApi, OpenApiError } from './client';

/**
 * <digital-human project="…" signature="…"> — one script tag on any site mounts a project's live
 * digital human: the portal's card in embed mode (the same page, scene worker and live channel as
 * the visitor's card: text, voice and call), framed inside this element's Shadow DOM so neither
 * page's styles reach the other. Events (bubbling, composed): `ready`, `answer` {question, answer,
 * source}, `session-end` {reason, message}, `error` {message, status?, reason?}.
 *
 * Attributes: project (required), signature (from the company's backend, never the key), base-url
 * (the portal's origin; defaults to where this script was loaded from). Property `signatureProvider`
 * (async () => string) may replace the attribute. Method `ask(text)` asks a question.
 */
export const EVENTS = ['ready', 'answer', 'session-end', 'error'] as const;
export type DigitalHumanEvent = (typeof EVENTS)[number];

const EMBED_SOURCE = 'digital-human';
const HOST_SOURCE = 'digital-human-host';

/** Where this bundle was loaded from: the portal that serves it (classic script or ES module). */
const loadedFrom: string | undefined = (() => {
  if (
    typeof document !== 'undefined' &&
    document.currentScript instanceof HTMLScriptElement &&
    document.currentScript.src
  )
    return document.currentScript.src;
  try {
    return import.meta.url;
  } catch {
    return undefined;
  }
})();

const STYLE = `
:host { display: block; position: relative; width: 360px; height: 640px; max-width: 100%;
  border-radius: 16px; overflow: hidden; background: #0f1729; color: #e7ecf5;
  font: 14px/1.5 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; }
:host([hidden]) { display: none; }
.frame { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
.status { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  padding: 24px; text-align: center; }
.status[data-kind="error"] { color: #ffb4b4; }
.spinner { width: 28px; height: 28px; border-radius: 50%; border: 3px solid #ffffff33; border-top-color: #fff;
  animation: spin 0.9s linear infinite; margin-right: 10px; }
@keyframes spin { to { transform: rotate(360deg); } }
`;

export class DigitalHumanElement extends HTMLElement {
  static observedAttributes = ['project', 'signature', 'base-url'];

  /** Where a fresh signature comes from, instead of the `signature` attribute. */
  signatureProvider: (() => Promise<string>) | null = null;

  readonly #root: ShadowRoot;
  #frame: HTMLIFrameElement | null = null;
  #embedOrigin = '';
  #loading = 0;
  #onMessage = (event: MessageEvent) => this.#relay(event);

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = STYLE;
    this.#root.append(style);
  }

  connectedCallback() {
    window.addEventListener('message', this.#onMessage);
    void this.reload();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.#onMessage);
    this.#frame?.remove();
    this.#frame = null;
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null) {
    if (before !== after && this.isConnected) void this.reload();
  }

  /** Asks the digital human a question, as if the visitor had typed it. */
  ask(text: string) {
    if (!this.#frame?.contentWindow || !this.#embedOrigin) return false;
    this.#frame.contentWindow.postMessage({ source: HOST_SOURCE, type: 'ask', text: String(text) }, this.#embedOrigin);
    return true;
  }

  get baseUrl(): string {
    const given = this.getAttribute('base-url');
    if (given) return given.replace(/\/+$/, '');
    return loadedFrom ? new URL(loadedFrom).origin : window.location.origin;
  }

  /** Opens the project again (a new signature or project). */
  async reload() {
    const attempt = ++this.#loading;
    const project = this.getAttribute('project')?.trim();
    this.#frame?.remove();
    this.#frame = null;
    if (!project) return this.#fail('缺少 project 属性');
    const signature = this.signatureProvider ?? this.getAttribute('signature')?.trim();
    // The host page sets the signature once its backend answers: wait for it, this is not an error.
    if (!signature) return this.#status('loading', '等待签名…');
    this.#status('loading', '数字人加载中…');
    try {
      const session = await openApi({ baseUrl: this.baseUrl, signature }).rtc(project);
      if (attempt !== this.#loading) return;
      const frame = document.createElement('iframe');
      frame.className = 'frame';
      frame.title = session.title || '数字人';
      frame.allow = 'microphone; autoplay';
      frame.src = session.embedUrl;
      this.#embedOrigin = new URL(session.embedUrl).origin;
      this.#frame = frame;
      this.#root.append(frame);
    } catch (error) {
      if (attempt !== this.#loading) return;
      const status = error instanceof OpenApiError ? error.status : undefined;
      this.#fail(error instanceof Error && error.message ? error.message : '网络不佳，请稍后重试', status);
    }
  }

  #relay(event: MessageEvent) {
    if (!this.#frame || event.source !== this.#frame.contentWindow || event.origin !== this.#embedOrigin) return;
    const data = event.data as { source?: unknown; type?: unknown; detail?: unknown } | null;
    if (!data || data.source !== EMBED_SOURCE || !EVENTS.includes(data.type as DigitalHumanEvent)) return;
    if (data.type === 'ready') this.#root.querySelector('.status')?.remove();
    this.dispatchEvent(
      new CustomEvent(data.type as string, { detail: data.detail ?? {}, bubbles: true, composed: true }),
    );
  }

  #status(kind: 'loading' | 'error', text: string) {
    this.#root.querySelector('.status')?.remove();
    const box = document.createElement('div');
    box.className = 'status';
    box.dataset.kind = kind;
    box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    if (kind === 'loading') {
      const spin = document.createElement('span');
      spin.className = 'spinner';
      box.append(spin);
    }
    box.append(text);
    this.#root.append(box);
  }

  #fail(message: string, status?: number) {
    this.#status('error', message);
    this.dispatchEvent(
      new CustomEvent('error', { detail: { message, ...(status ? { status } : {}) }, bubbles: true, composed: true }),
    );
  }
}

/** Registers the element once (a page may load the script twice). */
export function defineDigitalHuman(name = 'digital-human') {
  if (typeof customElements !== 'undefined' && !customElements.get(name))
    customElements.define(name, class extends DigitalHumanElement {});
}
