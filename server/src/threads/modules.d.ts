// Comlink ships its Node adapter as an .mjs beside a .d.ts that TypeScript does not pair with it.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  export { default } from 'comlink/dist/esm/node-adapter';
}

// eSpeak NG's Emscripten build (npm `espeak-ng`) has no types: the part the speech thread uses.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: {
    arguments: string[];
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
  type Imports = Record<string, Record<string, unknown>>;
  function compile(bytes: Uint8Array): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
