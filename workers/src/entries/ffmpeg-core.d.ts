/** The parts of @ffmpeg/core (an Emscripten build of ffmpeg and ffprobe) the probe worker uses. */
declare module '@ffmpeg/core' {
  export interface FFmpegCoreModule {
    FS: {
      mkdir(path: string): void;
      rmdir(path: string): void;
      mount(
        type: unknown,
        options: { files?: File[]; blobs?: { name: string; data: Blob }[] },
        mountPoint: string,
      ): void;
      unmount(mountPoint: string): void;
      filesystems: Record<string, unknown>;
    };
    ffprobe(...args: string[]): number;
    setLogger(logger: (data: { type: 'stdout' | 'stderr'; message: string }) => void): void;
    setTimeout(ms: number): void;
    reset(): void;
    ret: number;
  }
  const createFFmpegCore: (options: {
    mainScriptUrlOrBlob?: string;
    locateFile?: (path: string) => string;
  }) => Promise<FFmpegCoreModule>;
  export default createFFmpegCore;
}
