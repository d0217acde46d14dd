import { captionDefaultWidth, DEFAULT_FONT_SIZE, DEFAULT_LINE_HEIGHT } from '../constants/canvas';
import { CaptionElementSchema, TextElementSchema, type CaptionElement, type TextElement } from './element';

/** Loose element types carry an index signature, so the overridable keys are listed rather than Omit-ted. */
type Overridable =
  | 'X'
  | 'Y'
  | 'Width'
  | 'Height'
  | 'content'
  | 'Font'
  | 'FontSize'
  | 'FontColor'
  | 'Alignment'
  | 'lineHeight'
  | 'zIndex';
type TextInput = Partial<Pick<TextElement, Overridable>>;
type CaptionInput = Partial<Pick<CaptionElement, Overridable | 'audioUrl'>>;

/** A new display text: font 30, line height 1.2 (001 §9). Its width follows the caption rule, the only one given. */
export function defaultTextElement(overrides: TextInput = {}): TextElement {
  const fontSize = overrides.FontSize ?? DEFAULT_FONT_SIZE;
  return TextElementSchema.parse({
    X: 0,
    Y: 0,
    Width: captionDefaultWidth(fontSize),
    Height: Math.ceil(fontSize * (overrides.lineHeight ?? DEFAULT_LINE_HEIGHT)),
    ...overrides,
    nodeType: 'text',
    textType: 'displayText',
  });
}

/** A new caption: 17 × font size wide (001 §9); one per canvas (001 §4). */
export function defaultCaptionElement(overrides: CaptionInput = {}): CaptionElement {
  const fontSize = overrides.FontSize ?? DEFAULT_FONT_SIZE;
  return CaptionElementSchema.parse({
    X: 0,
    Y: 0,
    Width: captionDefaultWidth(fontSize),
    Height: Math.ceil(fontSize * (overrides.lineHeight ?? DEFAULT_LINE_HEIGHT)),
    ...overrides,
    nodeType: 'caption',
    textType: 'caption',
  });
}
