import { commonMessages } from '@portal/contracts';
import {
  readProjectCanvasData,
  SavedCanvasDataSchema,
  type ProjectCanvasData,
  type SceneDataProblem,
} from '@portal/contracts/scene/index';
import { DomainError } from '../domain-error';

/**
 * A talk project's canvas goes through the one scene model, like a studio project's data
 * (services/studio/projects.ts): read migrated to the current version, saved through the model.
 */

/**
 * The stored canvas, migrated and read leniently: an element or field the model refuses is left out
 * (and reported) rather than making the project unreadable. Stored data is never rewritten here;
 * the next canvas save stores the current version.
 */
export function readTalkCanvas(stored: unknown): { canvas: ProjectCanvasData; dropped: SceneDataProblem[] } {
  const { data, dropped } = readProjectCanvasData(stored);
  return { canvas: data, dropped };
}

export const canvasOf = (row: { data: unknown }): ProjectCanvasData => readTalkCanvas(row.data).canvas;

/** The first problem of a refused save, named by its path (`dataJson.iceScenes.displayTexts.0.FontSize`). */
export const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }, what: string) => {
  const issue = error.issues[0];
  return DomainError.invalidInput(
    `参数 ${[what, ...(issue?.path ?? [])].map(String).join('.')} 有误：${issue?.message ?? ''}`,
  );
};

/**
 * dataJson as a save sends it (002 §7: JSON text, or an object from our own client), migrated and
 * checked against the model; text that is not JSON answers the malformed-body message.
 */
export function savedTalkCanvas(value: string | Record<string, unknown>): ProjectCanvasData {
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      throw DomainError.invalidInput(commonMessages.malformedBody);
    }
  }
  const parsed = SavedCanvasDataSchema.safeParse(raw);
  if (!parsed.success) throw firstIssue(parsed.error, 'dataJson');
  return parsed.data;
}
