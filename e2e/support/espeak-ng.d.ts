// eSpeak NG's Emscripten build (npm `espeak-ng`) has no types: the part the voice fixture uses.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }): Promise<ESpeakModule>;
}
