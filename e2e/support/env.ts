/**
 * The suite's settings from the environment: the one file of e2e/ that reads process.env, as
 * server/src/config/env.ts is for the portal. The loopback stand-ins beside it (*.mjs) are processes of
 * their own, configured through the variables playwright.config.ts gives them.
 */

/** E2E_PORT lets two runs on one machine keep out of each other's way. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3217);
/** The loopback WeChat Pay, far from the portal ports (engineers' runs sit on neighbouring ones). */
export const payPort = Number(process.env.E2E_PAY_PORT ?? e2ePort + 1000);
/** The loopback model / speech / video-site stand-in. */
export const aiStubPort = e2ePort + 10_000;
/** The loopback Alibaba NLS and Tencent Cloud TTS (support/cloud-tts-loopback.mjs). */
export const cloudTtsPort = e2ePort + 12_000;
/** The first-setup flow's own production server on an empty database. */
export const firstSetupPort = e2ePort + 20_000;
/** What a portal the suite spawns inherits (PATH, DATABASE_URL, …) before the flow's own variables. */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });
/** The media tools the tests make fixtures with and check outputs by (the portal's own, from PATH by default). */
export const ffmpegPath = process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = process.env.FFPROBE_PATH || 'ffprobe';
/** The one-company flow's own production server (far from the other spawned ones of neighbouring runs). */
export const oneCompanyPort = e2ePort + 30_000;
/**
 * The template-frames spec renders one screen kind's templates in the suite; `npm run frames -w e2e`
 * (TEMPLATE_FRAMES=all) renders every kind, one frame per platform template, for review.
 */
export const allTemplateFrames = process.env.TEMPLATE_FRAMES === 'all';
