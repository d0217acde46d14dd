/// <reference path="../../threads/modules.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { expose, nodeEndpoint, transfer } from '../../threads/comlink';

/*
 * eSpeak NG's Emscripten build runs as a program: arguments in, a WAV file out. Starting it is
 * most of the cost of a short sentence (measured ~190 ms of ~280 ms: instantiating 32 MB of memory
 * and its 18 MB of voices and dictionaries), and the program keeps global state, so it cannot
 * simply be run twice. So each thread starts it once without running it, keeps a copy of its
 * memory in that state, and for every call puts the memory back and runs the program's entry on
 * it: each call sees exactly the memory of a fresh start (~40 ms a sentence instead of ~250 ms).
 * The outputs equal a fresh start's byte for byte (espeak-thread.test.ts); voices with random
 * variation (the +f3 variant's breath) now vary the same way on every call.
 */

interface Engine {
  program: Awaited<ReturnType<typeof ESpeakNg>>;
  memory: WebAssembly.Memory;
  malloc: (bytes: number) => number;
  fresh: Uint8Array;
  lines: string[];
}

let engine: Promise<Engine> | null = null;

async function startEngine(): Promise<Engine> {
  const wasmPath = createRequire(import.meta.url)
    .resolve('espeak-ng')
    .replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
  const module = await WebAssembly.compile(await readFile(wasmPath));
  const lines: string[] = [];
  let instance: WebAssembly.Instance | undefined;
  const program = await ESpeakNg({
    noInitialRun: true,
    print: (line: string) => lines.push(line),
    printErr: () => undefined,
    instantiateWasm: (imports, receive) => {
      void WebAssembly.instantiate(module, imports).then((made) => {
        instance = made;
        receive(made, module);
      });
      return {};
    },
  });
  const exports = instance!.exports as { memory: WebAssembly.Memory; malloc: (bytes: number) => number };
  return {
    program,
    memory: exports.memory,
    malloc: exports.malloc,
    fresh: new Uint8Array(exports.memory.buffer).slice(),
    lines,
  };
}

/** Runs the program once on memory as it was at start; answers its WAV and the phonemes it printed. */
function run(engine: Engine, args: string[]) {
  const { program, memory, fresh, lines } = engine;
  const bytes = new Uint8Array(memory.buffer);
  bytes.set(fresh);
  // Memory a longer text grew is zeroed, as new memory is.
  if (bytes.length > fresh.length) bytes.fill(0, fresh.length);
  // -x prints the phonemes spoken, one clause a line, in the same run that writes the audio.
  const argv = ['espeak-ng', '-x', ...args, '-w', '/out.wav'];
  const encoder = new TextEncoder();
  const pointers = argv.map((arg) => {
    const text = encoder.encode(`${arg}\0`);
    const at = engine.malloc(text.length);
    new Uint8Array(memory.buffer, at, text.length).set(text);
    return at;
  });
  const table = engine.malloc(4 * (argv.length + 1));
  const slots = new Uint32Array(memory.buffer, table, argv.length + 1);
  pointers.forEach((at, i) => {
    slots[i] = at;
  });
  slots[argv.length] = 0;
  lines.length = 0;
  const status = program._main(argv.length, table);
  program._fflush(0);
  // Files the program left open are closed here (its own bookkeeping is reset with the memory).
  for (const stream of program.FS.streams) if (stream && stream.fd > 2) program.FS.close(stream);
  if (status !== 0) throw new Error(`eSpeak NG stopped with status ${status}`);
  const wav = program.FS.readFile('/out.wav');
  program.FS.unlink('/out.wav');
  return { wav, phonemes: lines.join('\n') };
}

/** A thread of the local speech engine (espeak-engine.ts). */
const api = {
  async speak(args: string[]): Promise<{ wav: Uint8Array; phonemes: string }> {
    engine ??= startEngine();
    const started = await engine;
    // The program looks up many files that do not exist; each miss builds an Error whose stack
    // trace (source-mapped) cost a fifth of a sentence. Nobody reads those stacks.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      const { wav, phonemes } = run(started, args);
      return transfer({ wav, phonemes }, [wav.buffer]);
    } catch (error) {
      // A run that failed half-way may have left the program's JavaScript side inconsistent: the
      // next call starts a fresh one.
      engine = null;
      throw error;
    } finally {
      Error.stackTraceLimit = limit;
    }
  },
};

export type EspeakThreadApi = typeof api;

expose(api, nodeEndpoint(parentPort!));
