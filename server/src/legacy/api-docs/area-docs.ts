/** A request or answer shown in the reference; it must satisfy the call's schema (Redocly checks it). */
export interface CallExample {
  /** Short name of the example, e.g. '邮箱登录'. */
  summary: string;
  /** The JSON body (POST) or the query parameters (GET). */
  request?: Record<string, unknown>;
  /** The `data` of a successful envelope. */
  response?: unknown;
}

export interface CallDocs {
  /** One line, Chinese, what the call does (the operation's title in the reference). */
  summary: string;
  /** What a developer needs beyond the title: rules, limits, side effects. Markdown. */
  description: string;
  examples?: readonly CallExample[];
}

export interface AreaDocs {
  /** The area's name in the reference (its tag). */
  name: string;
  /** What the area is for and what its calls share. Markdown. */
  description: string;
  calls: Readonly<Record<string, CallDocs>>;
}
