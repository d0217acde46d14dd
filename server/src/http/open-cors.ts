import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * The open API is called from any site (002 §6): company backends with `subscription-key`, web pages
 * with `signature`. No cookie is read on these paths, so any origin may call them; preflights are
 * answered here. The SDK's bundles are likewise loadable from any page.
 */
const OPEN_API_PATH = /^\/rtc\/openapi\//;

export function openApiCors(req: Request, res: Response, next: NextFunction) {
  if (!OPEN_API_PATH.test(req.path)) return next();
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'signature, subscription-key, ocp-apim-subscription-key, content-type');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Max-Age', '600');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (req.method === 'OPTIONS') return void res.status(204).end();
  next();
}

/**
 * The SDK's builds at their stable URLs: /sdk/v1/digital-human.js (IIFE, one script tag) and
 * /sdk/v1/digital-human.mjs (ES module). Short cache: the name is stable, the content is not.
 */
export function serveSdk(app: express.Express, sdkDist: string) {
  if (!existsSync(join(sdkDist, 'digital-human.js'))) return;
  app.use(
    '/sdk/v1',
    (_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    },
    express.static(sdkDist, { index: false, maxAge: '10m', fallthrough: false }),
  );
}
