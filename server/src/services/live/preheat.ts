import { performance } from 'node:perf_hooks';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { cardProject, type CardLink } from '../applet/card-access';
import { warmProjectIndex } from '../knowledge/answer';
import { speakAnswer } from '../knowledge/voice';
import type { SpeechEngine } from '../speech/engine';
import { cloudSupplierOf, type SpeechProviderKey } from '../speech/cloud-suppliers';
import { findVoice } from '../speech/synthesize';
import type { Storage } from '../storage/storage';
import { canvasOf } from '../talk/canvas';
import { voiceIdOf } from '../talk/checks';

export interface PreheatDeps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | SpeechProviderKey>;
  storage: Storage;
  speech: SpeechEngine;
}

/** What the human most likely says first; spoken once per voice, then read from the speech cache. */
const GREETING = '您好';

/** Engines that have spoken in this process: their thread is up and eSpeak's voice data is loaded. */
const warmEngines = new WeakSet<SpeechEngine>();

/**
 * applet rtc model/preheat: behind the card gate, builds the project's retrieval index into this
 * process's cache and makes its voice speak once, so the visitor's first answer pays neither the
 * index build nor the speech engine's start. Answers how long the warming took.
 */
export async function preheatCard(deps: PreheatDeps, link: CardLink) {
  const project = await cardProject(deps.db, link);
  const started = performance.now();
  await warmProjectIndex(deps.db, project);
  const voiceBizId = voiceIdOf(canvasOf(project));
  if (voiceBizId) {
    // The speech service's path (voice, lexicon, cache) as an answer takes it.
    await speakAnswer(deps, project, { text: GREETING, voiceBizId }, deps.config.publicUrl);
    // A cached greeting never reached the engine: start this process's local engine once.
    const voice = await findVoice(deps.db, project.companyId, voiceBizId);
    if (!cloudSupplierOf(voice.supplier) && !warmEngines.has(deps.speech)) {
      await deps.speech.synthesize({ ssml: GREETING, voice: voice.originId, rate: 1, pitch: 1, volume: 50 });
      warmEngines.add(deps.speech);
    }
  }
  return { projectId: project.id, warmedMs: Math.round(performance.now() - started) };
}
