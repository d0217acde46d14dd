/// <reference path="../../threads/modules.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { expose, nodeEndpoint, transfer } from '../../threads/comlink';

/*
 * The engine's 18 MB WebAssembly (its voices and dictionaries inside) is compiled once per thread;
 * each call instantiates it afresh (eSpeak keeps global state, so a run is not reused), which saves
 * the compile on every sentence a live answer speaks.
 */
let compiled: Promise<WebAssembly.Module> | null = null;
const engineModule = () => {
  compiled ??= readFile(
    createRequire(import.meta.url)
      .resolve('espeak-ng')
      .replace(/espeak-ng\.js$/, 'espeak-ng.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
};

/** A thread of the local speech engine (espeak-engine.ts): eSpeak NG's WebAssembly build, one run a call. */
const api = {
  async speak(args: string[]): Promise<{ wav: Uint8Array; phonemes: string }> {
    // -x prints the phonemes spoken, one clause a line, in the same run that writes the audio.
    const lines: string[] = [];
    const module = await engineModule();
    const espeak = await ESpeakNg({
      arguments: ['-x', ...args, '-w', '/out.wav'],
      print: (line: string) => lines.push(line),
      printErr: () => undefined,
      instantiateWasm: (imports, receive) => {
        void WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
        return {};
      },
    });
    const wav: Uint8Array = espeak.FS.readFile('/out.wav');
    return transfer({ wav, phonemes: lines.join('\n') }, [wav.buffer]);
  },
};

export type EspeakThreadApi = typeof api;

expose(api, nodeEndpoint(parentPort!));
