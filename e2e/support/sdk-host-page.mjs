#!/usr/bin/env node
// A company's site for the SDK e2e (issue 30): a page on another site (127.0.0.1, the portal is on
// localhost) that embeds <digital-human> with one script tag, and the company's tiny backend that
// holds the subscription key and trades it for a short-lived signature — the key never reaches the
// page. The test configures the key as an operator would (POST /key, the copied key). Each e2e worker
// has a portal of its own, so the page and the backend are told which one (`portal`, one of PORTAL_URLS).
import { createServer } from 'node:http';

const port = Number(process.env.SDK_HOST_PORT);
const portals = (process.env.PORTAL_URLS ?? '').split(',').filter(Boolean);
/** Subscription key per portal. */
const keys = new Map();

const page = (projectId, portal) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>安心科技官网</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f5f7fb}header{background:#0b5;color:#fff;padding:12px 20px}
main{display:flex;gap:20px;padding:20px;flex-wrap:wrap}digital-human{width:360px;height:640px}#events{font:12px monospace}</style>
<script src="${portal}/sdk/v1/digital-human.js" async></script>
</head><body><header><h1 style="margin:0;font-size:20px">安心科技官网</h1></header>
<main><div id="slot"></div><ol id="events" aria-label="宿主事件"></ol></main>
<script>
  window.hostEvents = [];
  (async () => {
    const res = await fetch('/signature?' + new URLSearchParams({ projectId: ${JSON.stringify(projectId)}, portal: ${JSON.stringify(portal)} }));
    const grant = await res.json();
    await customElements.whenDefined('digital-human');
    const el = document.createElement('digital-human');
    el.setAttribute('project', ${JSON.stringify(projectId)});
    el.setAttribute('signature', grant.signature);
    for (const type of ['ready', 'answer', 'session-end', 'error']) {
      el.addEventListener(type, (e) => {
        window.hostEvents.push({ type, detail: e.detail });
        const li = document.createElement('li');
        li.dataset.event = type;
        li.textContent = type + ' ' + JSON.stringify(e.detail);
        document.getElementById('events').append(li);
      });
    }
    document.getElementById('slot').append(el);
  })();
</script></body></html>`;

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/healthz') return void res.end('ok');
  if (url.pathname === '/key' && req.method === 'POST') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const { key, portal } = JSON.parse(body);
    if (!portals.includes(portal)) return void res.writeHead(400).end('unknown portal');
    keys.set(portal, String(key ?? ''));
    return void res.writeHead(204).end();
  }
  const portal = url.searchParams.get('portal') ?? '';
  if ((url.pathname === '/signature' || url.pathname === '/') && !portals.includes(portal))
    return void res.writeHead(400).end('unknown portal');
  if (url.pathname === '/signature') {
    // The company's backend: the key stays here.
    const query = new URLSearchParams({ projectId: url.searchParams.get('projectId') ?? '' });
    const answer = await fetch(`${portal}/rtc/openapi/signature/gen?${query}`, {
      headers: { 'subscription-key': keys.get(portal) ?? '' },
    }).then((r) => r.json());
    res.writeHead(answer.code === 200 ? 200 : 502, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(answer.code === 200 ? answer.data : { message: answer.message }));
  }
  if (url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void res.end(page(url.searchParams.get('project') ?? '', portal));
  }
  res.writeHead(404).end();
}).listen(port, '127.0.0.1');
