/** Where the voice detector's model, worklet and wasm are served on our origin (client/vad-assets.ts puts them there). */
export const VAD_ASSET_PATH = '/vad/';
