// Worker-thread entry of the local speech engine. Plain JavaScript on purpose: Node 20 worker
// threads cannot load TypeScript through a loader flag, and this file only runs the engine.
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

parentPort.on('message', async ({ id, args }) => {
  try {
    // -x prints the phonemes spoken, one clause a line, in the same run that writes the audio.
    const lines = [];
    const espeak = await ESpeakNg({ arguments: ['-x', ...args, '-w', '/out.wav'], print: (line) => lines.push(line), printErr: () => undefined });
    const wav = espeak.FS.readFile('/out.wav');
    parentPort.postMessage({ id, wav, phonemes: lines.join('\n') }, [wav.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
