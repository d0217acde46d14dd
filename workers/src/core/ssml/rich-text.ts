/**
 * Model ⇄ the editor's rich-text JSON: paragraphs of inline nodes, tags as marks on text nodes
 * (the ProseMirror/Tiptap shape, so the editor can load it directly). One mark per text node:
 * speech tags do not nest (001 §5 lists them as alternatives).
 */
import { normalize, type Inline, type Language, type SayAsKind, type SpeechDoc } from './model';

export type RichMark =
  | { readonly type: 'word' }
  | { readonly type: 'phoneme'; readonly attrs: { readonly lang: Language; readonly ph: string } }
  | { readonly type: 'sayAs'; readonly attrs: { readonly interpretAs: SayAsKind } }
  | { readonly type: 'sub'; readonly attrs: { readonly alias: string } };

export type RichInline =
  | { readonly type: 'text'; readonly text: string; readonly marks?: readonly [RichMark] }
  | { readonly type: 'pause'; readonly attrs: { readonly ms: number } }
  | { readonly type: 'aiPlaceholder' };

export interface RichParagraph {
  readonly type: 'paragraph';
  readonly content: readonly RichInline[];
}

export interface RichTextDoc {
  readonly type: 'doc';
  readonly content: readonly RichParagraph[];
}

function toRichInline(inline: Inline): RichInline {
  switch (inline.type) {
    case 'text':
      return { type: 'text', text: inline.text };
    case 'pause':
      return { type: 'pause', attrs: { ms: inline.ms } };
    case 'placeholder':
      return { type: 'aiPlaceholder' };
    case 'word':
      return { type: 'text', text: inline.text, marks: [{ type: 'word' }] };
    case 'phoneme':
      return {
        type: 'text',
        text: inline.text,
        marks: [{ type: 'phoneme', attrs: { lang: inline.lang, ph: inline.syllables.join(' ') } }],
      };
    case 'sayAs':
      return { type: 'text', text: inline.text, marks: [{ type: 'sayAs', attrs: { interpretAs: inline.as } }] };
    case 'sub':
      return { type: 'text', text: inline.text, marks: [{ type: 'sub', attrs: { alias: inline.alias } }] };
  }
}

export function toRichText(doc: SpeechDoc): RichTextDoc {
  return {
    type: 'doc',
    content: doc.paragraphs.map((p) => ({ type: 'paragraph', content: p.inlines.map(toRichInline) })),
  };
}

function fromRichInline(node: RichInline): Inline {
  if (node.type === 'pause') return { type: 'pause', ms: node.attrs.ms };
  if (node.type === 'aiPlaceholder') return { type: 'placeholder' };
  const mark = node.marks?.[0];
  if (mark === undefined) return { type: 'text', text: node.text };
  switch (mark.type) {
    case 'word':
      return { type: 'word', text: node.text };
    case 'phoneme':
      return {
        type: 'phoneme',
        text: node.text,
        lang: mark.attrs.lang,
        syllables: mark.attrs.ph.split(/\s+/).filter((s) => s !== ''),
      };
    case 'sayAs':
      return { type: 'sayAs', text: node.text, as: mark.attrs.interpretAs };
    case 'sub':
      return { type: 'sub', text: node.text, alias: mark.attrs.alias };
  }
}

export function fromRichText(doc: RichTextDoc): SpeechDoc {
  return normalize({ paragraphs: doc.content.map((p) => ({ inlines: p.content.map(fromRichInline) })) });
}
