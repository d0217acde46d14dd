import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { devices, talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { recognizeQuestion } from '../knowledge/voice';
import { decodeUtterance, withUtteranceFile } from '../live/utterance';
import { speechRecognizerFrom } from '../speech-recognition/from-config';
import { configOf } from '../talk/persona';
import { listWakeWords } from '../talk/extras';
import type { SpeechRecognizer } from '../speech-recognition/speech-recognizer';
import { deviceMessages, knowledgeMessages } from '@portal/contracts';
import { companyTextChecker } from '../safety/company-lexicon';
import { flagged } from '../knowledge/flagged';
import { projectSpeaker } from '../live/spoken-answer';
import type { SpeechDeps } from '../speech/synthesize';
import { type DeviceIdentity, deviceVisitorTag } from './device-token';
import { recordDeviceTalk } from './talk-log';
import { matchWakeWord } from './wake-match';

/** Seconds of silence after which a woken kiosk sleeps again (ours; 002 silent). */
export const SLEEP_AFTER_SECONDS = 20;

async function deviceProject(db: Database, device: DeviceIdentity) {
  const [row] = await db
    .select({ device: devices, project: talkProjects })
    .from(devices)
    .innerJoin(talkProjects, eq(talkProjects.id, devices.projectId))
    .where(eq(devices.id, device.deviceId));
  if (!row) throw DomainError.unauthorized(deviceMessages.tokenInvalid);
  return row;
}

/** What the kiosk page needs of its device and project; polled, so a revoked token ends the page. */
export async function kioskSettings(db: Database, config: Pick<AppConfig, 'asr'>, device: DeviceIdentity) {
  const { device: row, project } = await deviceProject(db, device);
  const words = await listWakeWords(db, device.companyId, device.projectId);
  return {
    deviceId: row.id,
    deviceName: row.name,
    snCode: row.snCode,
    projectId: project.id,
    withWakeWord: configOf(project.config).withWakeWord === true,
    wakeWords: words.map((w) => w.word),
    recogniser: speechRecognizerFrom(config) !== undefined,
    sleepAfterSeconds: SLEEP_AFTER_SECONDS,
  };
}

/**
 * One utterance the kiosk heard while asleep: recognised (its length recorded for asr/cost under
 * the device), then matched against the project's wake words by pinyin. A wake is logged.
 */
export async function wakeListen(
  deps: { db: Database; config: Pick<AppConfig, 'asr' | 'dataDir'>; recognizer?: SpeechRecognizer | undefined },
  device: DeviceIdentity,
  audioBase64: string,
) {
  const { project } = await deviceProject(deps.db, device);
  const words = await listWakeWords(deps.db, device.companyId, device.projectId);
  const { wav, durationMs } = decodeUtterance(audioBase64);
  const heard = await withUtteranceFile(deps.config.dataDir, wav, (file) =>
    recognizeQuestion(deps, project, `v1.${deviceVisitorTag(device.deviceId)}`, file, durationMs),
  );
  const transcript = heard.text.trim();
  const match = matchWakeWord(
    transcript,
    words.map((w) => w.word),
  );
  if (match.woke) await recordDeviceTalk(deps.db, device, { kind: 'wake', text: transcript });
  return { transcript, ...match };
}

/**
 * A kiosk greeting (the wake greeting or a face greeting) spoken as an answer's sentence is: the
 * project's voice, the same cache, the same lip-sync track, so the human greets with moving lips.
 * The text comes from the device (a person's greeting template, the human's name): the company's
 * lexicon still applies, as to every spoken answer.
 */
export async function greetingSpeech(deps: SpeechDeps, device: DeviceIdentity, text: string) {
  const { project } = await deviceProject(deps.db, device);
  const check = await companyTextChecker(deps.db, device.companyId);
  const speak = await projectSpeaker(deps, project);
  return speak(flagged(text, check) ? knowledgeMessages.safeReply : text, 0);
}
