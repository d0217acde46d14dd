// Comlink ships its Node adapter as an .mjs beside a .d.ts that TypeScript does not pair with it.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  export { default } from 'comlink/dist/esm/node-adapter';
}

// eSpeak NG's Emscripten build (npm `espeak-ng`) has no types: the part the speech thread uses.
declare module 'espeak-ng' {
  interface ESpeakStream {
    fd: number;
  }
  interface ESpeakModule {
    FS: {
      readFile(path: string): Uint8Array;
      unlink(path: string): void;
      close(stream: ESpeakStream): void;
      streams: (ESpeakStream | null | undefined)[];
    };
    /** The program's entry (argc, argv pointers in the module's memory); answers its exit code. */
    _main(argc: number, argv: number): number;
    _fflush(stream: number): number;
  }
  export default function ESpeakNg(options: {
    arguments?: string[];
    /** Instantiate without running the program (it is then run with _main). */
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten's hook: instantiate the (already compiled) module ourselves. */
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  }): Promise<ESpeakModule>;
}

// The server's TypeScript libraries carry no WebAssembly types (no DOM lib): the part the speech thread uses.
declare namespace WebAssembly {
  interface Module {
    readonly __wasmModule: unique symbol;
  }
  interface Instance {
    readonly exports: Record<string, unknown>;
  }
  interface Memory {
    readonly buffer: ArrayBuffer;
  }
  type Imports = Record<string, Record<string, unknown>>;
  function compile(bytes: Uint8Array): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
