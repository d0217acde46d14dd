import { desc } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema/index';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** GET /dev/outbox: the latest e-mails and SMS the outbox holds (development only; off in production). */
export const outboxPage = (db: Database) => async (_req: Request, res: Response) => {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(50);
  const items = rows
    .map(
      (m) => `<article data-address="${escapeHtml(m.address)}" data-channel="${m.channel}">
  <h2>${m.channel === 'email' ? '邮件' : '短信'} → ${escapeHtml(m.address)} · ${escapeHtml(m.subject)}</h2>
  <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time>
  <pre>${escapeHtml(m.body)}</pre>
</article>`,
    )
    .join('\n');
  res.type('html').send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>发件箱（开发）</title>
<style>body{font-family:sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><main><h1>发件箱（开发环境）</h1>${items || '<p>暂无消息</p>'}</main></body></html>`);
};
