import { z } from 'zod';
import { IdSchema, PageIndexSchema, UploadedFileSchema } from '../shared';

/** 002 §5 and §9: a question is at most 250 characters, an answer at most 500. */
export const FAQ_QUESTION_MAX = 250;
export const FAQ_ANSWER_MAX = 500;
/** 002 §7/§9: FAQ and response lists are read in pages of 10000. */
export const FAQ_PAGE_SIZE = 10_000;
/** Ours (002 silent): bounds that keep one item and one question reasonable. */
export const FAQ_SIMILAR_MAX = 100;
export const FAQ_ANSWERS_MAX = 10;

const Question = z.string().trim().min(1).max(FAQ_QUESTION_MAX);
/** An answer is its text; it may carry the canvas shown while it is spoken (002 §3 canvasData). */
const Answer = z.union([
  z.string().trim().min(1).max(FAQ_ANSWER_MAX),
  z.object({ text: z.string().trim().min(1).max(FAQ_ANSWER_MAX), canvasData: z.unknown().optional() }),
]);

export const FaqItemFieldsSchema = z.object({
  standardQuestion: Question,
  similarQuestions: z.array(Question).max(FAQ_SIMILAR_MAX).default([]),
  standardAnswers: z.array(Answer).min(1).max(FAQ_ANSWERS_MAX),
  isRecommend: z.boolean().default(false),
  extra: z.record(z.string(), z.unknown()).default({}),
});

export const FaqListInputSchema = z.object({
  projectId: IdSchema,
  pageIndex: PageIndexSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(FAQ_PAGE_SIZE).default(FAQ_PAGE_SIZE),
  search: z.string().trim().max(FAQ_QUESTION_MAX).optional(),
});
export const FaqCreateInputSchema = FaqItemFieldsSchema.extend({ projectId: IdSchema });
export const FaqUpdateInputSchema = z.object({
  id: IdSchema,
  standardQuestion: Question.optional(),
  similarQuestions: z.array(Question).max(FAQ_SIMILAR_MAX).optional(),
  standardAnswers: z.array(Answer).min(1).max(FAQ_ANSWERS_MAX).optional(),
  isRecommend: z.boolean().optional(),
  extra: z.record(z.string(), z.unknown()).optional(),
});
export const FaqBatchDeleteInputSchema = z.object({ ids: z.array(IdSchema).min(1).max(FAQ_PAGE_SIZE) });
export const ProjectIdInputSchema = z.object({ projectId: IdSchema });

/** talkJson response groups (002 §3): welcome 1, no input 2, no match 3. */
export const RESPONSE_TYPES = [1, 2, 3] as const;
const ResponseType = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));
export const OtherListInputSchema = z.object({ projectId: IdSchema, type: ResponseType.optional() });
export const OtherCreateInputSchema = z.object({
  projectId: IdSchema,
  type: ResponseType,
  answer: z.string().trim().min(1).max(FAQ_ANSWER_MAX),
  canvasData: z.unknown().optional(),
});
export const OtherUpdateInputSchema = z.object({
  id: IdSchema,
  answer: z.string().trim().min(1).max(FAQ_ANSWER_MAX),
  canvasData: z.unknown().optional(),
});

/**
 * One question to the engine; visitorId keys the chat log (ours: the editor uses the user's id).
 * pickedFaqId: the visitor tapped one of the offered choices (「您是想问：」); that item of the project
 * is answered directly and the question is logged as its standard question. declinedChoices: the
 * visitor tapped 都不是 under them; the question is what the button said, the answer the project's
 * no-match response, and the choices are recorded as declined (pickedFaqId wins when both are sent).
 */
export const AskInputSchema = z.object({
  projectId: IdSchema,
  question: z.string().trim().min(1).max(FAQ_QUESTION_MAX),
  visitorId: z.string().trim().min(1).max(128).optional(),
  pickedFaqId: IdSchema.optional(),
  declinedChoices: z.literal(true).optional(),
});
/**
 * A card visitor's typed question: the card link (share token), the signed visitor id, the running
 * session when the question is asked in a call, and speak (every sentence of the answer is also
 * sent as speech while the answer streams).
 */
export const AppletAskInputSchema = AskInputSchema.extend({
  visitorId: z.string().trim().min(1).max(160),
  shareToken: z.string().trim().min(1).max(128),
  sessionId: IdSchema.optional(),
  speak: z.boolean().optional(),
});
export const ChatLogInputSchema = z.object({
  projectId: IdSchema,
  shareToken: z.string().trim().min(1).max(128),
  visitorId: z.string().trim().min(1).max(160),
  pageIndex: PageIndexSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * One spoken sentence of an answer: WAV audio (base64) with its lip-sync track as [ms, viseme]
 * keys in the units the render uses (core/avatar/visemes.ts), ms from the sentence's own start.
 * seq orders the sentences of one answer; the page plays them back to back.
 */
export const SpeechSegmentSchema = z.object({
  seq: z.number().int().nonnegative(),
  text: z.string(),
  audioBase64: z.string(),
  sampleRate: z.number().int().positive(),
  durationMs: z.number().nonnegative(),
  visemes: z.array(z.tuple([z.number(), z.number()])),
});
export type SpeechSegment = z.infer<typeof SpeechSegmentSchema>;

/** Choices offered at most when the engine is unsure (「您是想问：」). */
export const SUGGESTIONS_MAX = 3;
/** One offered choice: an item of the project and its standard question. */
export const SuggestionSchema = z.object({ faqId: z.string(), question: z.string() });
export type Suggestion = z.infer<typeof SuggestionSchema>;

/**
 * One `data` event of an answer stream. source: faq (a FAQ hit), llm (the model), noMatch (the
 * no-match response), safe (a safe reply), suggest (the engine is unsure: content is 「您是想问：」
 * and `suggestions` the choices, after the model's answer when the project has a model). `replace`
 * tells the client to drop what it showed so far.
 */
export const AnswerChunkSchema = z.object({
  source: z.enum(['faq', 'llm', 'noMatch', 'safe', 'suggest']),
  content: z.string(),
  replace: z.boolean().optional(),
  faqId: z.string().optional(),
  canvasData: z.unknown().optional(),
  /** Present when the question asked to be spoken (speak): content is then '' or new text as usual. */
  speech: SpeechSegmentSchema.optional(),
  /** The recognised text of a spoken question (live voiceAsk): sent first, content ''. */
  transcript: z.string().optional(),
  /** With source 'suggest': the choices, best first; tapping one asks again with its faqId as pickedFaqId. */
  suggestions: z.array(SuggestionSchema).max(SUGGESTIONS_MAX).optional(),
});
export type AnswerChunk = z.infer<typeof AnswerChunkSchema>;

export const FaqUploadInputSchema = z.object({ projectId: IdSchema, file: UploadedFileSchema });

/**
 * An answer's speech and lip-sync (002 §7 genTtsAndBlendShape; the shapes are ours, 002 silent): the
 * text of an answer, spoken with the project's voice unless another is named; rate and pitch 0.6–1.5,
 * volume 0–100 (002 §5).
 */
export const GenTtsInputSchema = z.object({
  projectId: IdSchema,
  text: z.string().trim().min(1).max(FAQ_ANSWER_MAX),
  voiceBizId: z.string().trim().min(1).max(128).optional(),
  rate: z.number().min(0.6).max(1.5).optional(),
  pitch: z.number().min(0.6).max(1.5).optional(),
  volume: z.number().min(0).max(100).optional(),
});

/** A speech recognition of a spoken question (ours, 002 silent): the audio clip of one project. */
export const AsrCheckInputSchema = z.object({ projectId: IdSchema, file: UploadedFileSchema });
export const AppletAsrCheckInputSchema = AsrCheckInputSchema.extend({
  visitorId: z.string().trim().min(1).max(160),
  shareToken: z.string().trim().min(1).max(128),
});
/** What speech recognition a project (or, on a card, one visitor) has used. */
export const AsrCostInputSchema = z.object({ projectId: IdSchema });
export const AppletAsrCostInputSchema = AsrCostInputSchema.extend({
  visitorId: z.string().trim().min(1).max(160),
  shareToken: z.string().trim().min(1).max(128),
});

/*
 * Answers (the shapes are ours where 002 is silent). The server keeps every answer as an object, so
 * the item view is stricter than the entity FaqItemSchema, which also accepts the legacy string form.
 */
export const StoredFaqAnswerSchema = z.object({ text: z.string(), canvasData: z.unknown().optional() });
export const FaqItemViewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  standardQuestion: z.string(),
  similarQuestions: z.array(z.string()),
  standardAnswers: z.array(StoredFaqAnswerSchema),
  isRecommend: z.boolean(),
  extra: z.record(z.string(), z.unknown()),
  createTime: z.date(),
  updateTime: z.date(),
});
export type FaqItemView = z.infer<typeof FaqItemViewSchema>;
export const DeletedCountSchema = z.object({ deleted: z.number().int().nonnegative() });
export const FaqImportedSchema = z.object({ imported: z.number().int().nonnegative() });
/** A refused import's error data (the legacy envelope's `data`): the first 100 refused rows and their count. */
export const FaqImportRefusalSchema = z.object({
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), reason: z.string() })),
  errorCount: z.number().int().nonnegative(),
});

/** A welcome (1), no-input (2) or no-match (3) response as the lists answer it. */
export const TalkResponseViewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  type: z.number().int(),
  answer: z.string(),
  canvasData: z.unknown().nullable(),
  createTime: z.date(),
  updateTime: z.date(),
});
export type TalkResponseView = z.infer<typeof TalkResponseViewSchema>;
export const TalkResponseListSchema = z.object({
  list: z.array(TalkResponseViewSchema),
  total: z.number().int().nonnegative(),
});

export const SpokenAnswerSchema = z.object({
  text: z.string(),
  voiceBizId: z.string(),
  audioUrl: z.string(),
  durationMs: z.number(),
  sampleRate: z.number(),
  /** [milliseconds, viseme] pairs of the lip-sync track. */
  visemes: z.array(z.tuple([z.number(), z.number()])),
});
export const AsrResultSchema = z.object({
  text: z.string(),
  durationMs: z.number().int().nonnegative(),
  sensitive: z.boolean(),
});
export const AsrUsageSchema = z.object({ count: z.number().int().nonnegative(), durationMs: z.number().nonnegative() });
export const PhoneSwitchSchema = z.object({ phoneSwitch: z.boolean(), customPhone: z.string() });

/**
 * What retrieval made of a question (ours, issue 25): answered by an item, suggested (choices
 * offered), unanswered (nothing close), picked (a tapped choice, answered directly), declined (the
 * visitor tapped 都不是 under the choices: the no-match response). Null when the question itself was
 * refused by the safety check (and on exchanges logged before outcomes existed).
 */
export const CHAT_OUTCOMES = ['answered', 'suggested', 'unanswered', 'picked', 'declined'] as const;
export const ChatOutcomeSchema = z.enum(CHAT_OUTCOMES);
export type ChatOutcome = z.infer<typeof ChatOutcomeSchema>;

/**
 * One exchange of a visitor's chat log (query-chatLog). outcome and suggestions (the choices the
 * visitor was offered, [] when none) are ours and come after the fields the card has always read.
 */
export const ChatLogEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  source: AnswerChunkSchema.shape.source,
  faqId: z.string().nullable(),
  createTime: z.date(),
  outcome: ChatOutcomeSchema.nullable(),
  suggestions: z.array(SuggestionSchema),
});

/** The knowledge tab's 待完善的问题: what visitors asked that the FAQ did not answer for sure. */
export const MissedQuestionsInputSchema = z.object({ projectId: IdSchema });
/** Days of the chat log the list covers; groups listed at most. */
export const MISSED_QUESTIONS_DAYS = 30;
export const MISSED_QUESTIONS_MAX = 100;
export const MissedQuestionSchema = z.object({
  /** The question as a visitor last wrote it; its repeats are grouped by their text. */
  question: z.string(),
  count: z.number().int().positive(),
  lastAskedAt: z.date(),
  /** The latest outcome of the question: suggested (choices offered) or unanswered. */
  outcome: z.enum(['suggested', 'unanswered']),
  /** The choices last offered for it, items still in the FAQ only, with their standard question now. */
  suggestions: z.array(SuggestionSchema),
  /** The choice a visitor tapped after being offered them, when one did (a resolved suggestion). */
  pickedFaqId: z.string().nullable(),
  /** A visitor answered 都不是 to the choices: none of them is the item this question needs. */
  declined: z.boolean(),
});
export type MissedQuestion = z.infer<typeof MissedQuestionSchema>;
export const MissedQuestionListSchema = z.object({ list: z.array(MissedQuestionSchema) });
export const RecommendedQuestionSchema = z.object({ id: z.string(), askText: z.string() });
