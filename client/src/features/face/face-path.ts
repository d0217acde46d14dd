/** Where Human's face models and the tfjs WASM binaries are served on our origin (client/face-assets.ts). */
export const FACE_ASSET_PATH = '/face-models/';
