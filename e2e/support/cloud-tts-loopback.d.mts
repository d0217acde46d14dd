import type { IncomingHttpHeaders, Server } from 'node:http';

export interface CloudTtsLoopback {
  server: Server;
  base: string;
  endpoints: { alibabaToken: string; alibabaTts: string; tencent: string };
  requests: {
    method: string | undefined;
    path: string;
    query: Record<string, string>;
    headers: IncomingHttpHeaders;
    body: string;
  }[];
  tokens: Map<string, number>;
  setFault(kind: 'none' | 'timeout' | 'error'): void;
  close(): Promise<void>;
}

export function startCloudTtsLoopback(options: {
  port?: number;
  alibaba?: { accessKeyId: string; accessKeySecret: string; appkey: string };
  tencent?: { secretId: string; secretKey: string };
}): Promise<CloudTtsLoopback>;
