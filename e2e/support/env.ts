/**
 * The suite's settings from the environment: the one file of e2e/ that reads process.env, as
 * server/src/config/env.ts is for the portal. The loopback stand-ins beside it (*.mjs) are processes of
 * their own, configured through the variables playwright.config.ts gives them.
 */

/** E2E_PORT lets two runs on one machine keep out of each other's way. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3217);
/**
 * Playwright workers, each with a portal of its own (E2E_WORKERS=1 for one spec at a time while debugging).
 * Two on two cores: the suite took 24 min on one.
 */
export const e2eWorkers = Math.min(2, Math.max(1, Number(process.env.E2E_WORKERS ?? 2)));
/** The portals the workers use: the first on E2E_PORT, the second far from the other spawned ones. */
export const portalPorts = [e2ePort, e2ePort + 36_000].slice(0, e2eWorkers);
export const portalUrls = portalPorts.map((port) => `http://localhost:${port}`);
/** The loopback WeChat Pay, far from the portal ports (engineers' runs sit on neighbouring ones). */
export const payPort = Number(process.env.E2E_PAY_PORT ?? e2ePort + 1000);
/** The loopback model / speech / video-site stand-in. */
export const aiStubPort = e2ePort + 10_000;
/** The loopback Alibaba NLS and Tencent Cloud TTS (support/cloud-tts-loopback.mjs). */
export const cloudTtsPort = e2ePort + 12_000;
/** The SDK e2e's company site and backend (support/sdk-host-page.mjs), on 127.0.0.1: another site. */
export const sdkHostPort = e2ePort + 14_000;
/** The first-setup flow's own production server on an empty database. */
export const firstSetupPort = e2ePort + 20_000;
/** What a portal the suite spawns inherits (PATH, DATABASE_URL, …) before the flow's own variables. */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });
/** The media tools the tests make fixtures with and check outputs by (the portal's own, from PATH by default). */
export const ffmpegPath = process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = process.env.FFPROBE_PATH || 'ffprobe';
/** The one-company flow's own production server (far from the other spawned ones of neighbouring runs). */
export const oneCompanyPort = e2ePort + 30_000;
/** The face-recognition flow's own one-company production server (every line, so kiosks and faces). */
export const facesPort = e2ePort + 34_000;
/**
 * The template-frames spec renders one screen kind's templates in the suite; `npm run frames -w e2e`
 * (TEMPLATE_FRAMES=all) renders every kind, one frame per platform template, for review.
 */
export const allTemplateFrames = process.env.TEMPLATE_FRAMES === 'all';
