/// <reference path="../../threads/modules.d.ts" />
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { expose, nodeEndpoint, transfer } from '../../threads/comlink';

/** A thread of the local speech engine (espeak-engine.ts): eSpeak NG's WebAssembly build, one run a call. */
const api = {
  async speak(args: string[]): Promise<{ wav: Uint8Array; phonemes: string }> {
    // -x prints the phonemes spoken, one clause a line, in the same run that writes the audio.
    const lines: string[] = [];
    const espeak = await ESpeakNg({
      arguments: ['-x', ...args, '-w', '/out.wav'],
      print: (line: string) => lines.push(line),
      printErr: () => undefined,
    });
    const wav: Uint8Array = espeak.FS.readFile('/out.wav');
    return transfer({ wav, phonemes: lines.join('\n') }, [wav.buffer]);
  },
};

export type EspeakThreadApi = typeof api;

expose(api, nodeEndpoint(parentPort!));
