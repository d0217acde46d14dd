/**
 * Model → each provider's synthesis SSML. Placeholders are dropped here (001 §5: removed before
 * synthesis). Elements a provider lacks degrade to their plain text, which is still read correctly,
 * rather than being rejected: the user chose the markup for another voice and may switch back.
 */
import { inlineToSsml, SSML_NAMESPACE, toSsml } from './canonical';
import { withoutPlaceholders, type Inline, type SpeechDoc } from './model';
import { PROVIDERS, resolveProvider, type ProviderDialect, type ProviderId } from './providers';
import { escapeAttr, escapeText } from './xml';

/** Azure's zh-CN sapi phone set writes tone numbers apart and "-" between syllables: "hang 2 - ye 4". */
function sapiPh(syllables: readonly string[]): string {
  return syllables.map((s) => s.replace(/([a-zü]+)([0-9])$/i, '$1 $2')).join(' - ');
}

function dialectInline(inline: Inline, d: ProviderDialect): string {
  switch (inline.type) {
    case 'pause':
      return d.breakElement === 'silence' ? `<silence time="${inline.ms}ms"/>` : `<break time="${inline.ms}ms"/>`;
    case 'word':
      return d.wordElement ? inlineToSsml(inline) : escapeText(inline.text);
    case 'sayAs':
      return d.sayAs.includes(inline.as) ? inlineToSsml(inline) : escapeText(inline.text);
    case 'sub':
      return d.sub ? inlineToSsml(inline) : escapeText(inline.alias);
    case 'phoneme': {
      const text = escapeText(inline.text);
      if (d.phoneme === 'sapi')
        return `<phoneme alphabet="sapi" ph="${escapeAttr(sapiPh(inline.syllables))}">${text}</phoneme>`;
      const ph = escapeAttr(inline.syllables.join(' '));
      if (d.phoneme === 'attr-py') return `<phoneme py="${ph}">${text}</phoneme>`;
      const alphabet = inline.lang === 'cantonese' ? 'jyutping' : 'py';
      return `<phoneme alphabet="${alphabet}" ph="${ph}">${text}</phoneme>`;
    }
    default:
      return inlineToSsml(inline);
  }
}

/**
 * One `<speak>` per request for every dialect. Paragraphs become `<p>` for Azure (SSML structure it
 * documents) and are joined by a newline elsewhere: the Chinese short-text dialects do not list `<p>`.
 * Azure needs no `mstts` extension for these tags, so none is declared. Unknown providers get canonical SSML 1.1.
 */
export function toProviderSsml(doc: SpeechDoc, provider: ProviderId | string, voiceCode = '', lang = 'zh-CN'): string {
  const d = (PROVIDERS as Record<string, ProviderDialect | undefined>)[provider] ?? resolveProvider(provider);
  const clean = withoutPlaceholders(doc);
  if (!d) return toSsml(clean, lang);
  const paragraphs = clean.paragraphs.map((p) => p.inlines.map((i) => dialectInline(i, d)).join(''));
  if (d.voiceElement) {
    const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
    const locale = /^[a-z]{2}-[A-Z]{2}/.exec(voiceCode)?.[0] ?? lang;
    return (
      `<speak version="1.0" xmlns="${SSML_NAMESPACE}" xml:lang="${escapeAttr(locale)}">` +
      `<voice name="${escapeAttr(voiceCode)}">${body}</voice></speak>`
    );
  }
  return `<speak>${paragraphs.join('\n')}</speak>`;
}
