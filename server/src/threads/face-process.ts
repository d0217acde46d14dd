import { analysePhoto, analysePortrait } from '../services/face/human-engine';

/**
 * The face process: Human's models load once here and every enrolment photo is decoded and analysed
 * here. A process, not a thread: the native image decoder crashes on some broken files (a truncated
 * JPEG ends @napi-rs/canvas with SIGSEGV), and a crash here costs one photo, never the server.
 */
/** `portrait` asks for a photo avatar's portrait analysis (analysePortrait), else an enrolment photo's. */
export type FaceRequest = { id: number; bytes: Uint8Array; kind?: 'photo' | 'portrait' };

process.on('message', (message: FaceRequest) => {
  const analysis = message.kind === 'portrait' ? analysePortrait(message.bytes) : analysePhoto(message.bytes);
  void analysis.then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.send?.({ ready: true });
