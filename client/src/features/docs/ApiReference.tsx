import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';

/**
 * The maintained reference renderer (Scalar) over our own OpenAPI document, configured to work
 * offline and under our content policy: no web fonts from its CDN, no telemetry, no hosted agent
 * or MCP, requests only to this origin. Its built-in Chinese covers the renderer's own labels.
 */
export default function ApiReference({ document }: { document: Record<string, unknown> }) {
  return (
    <ApiReferenceReact
      configuration={{
        content: document,
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
        mcp: { disabled: true },
        agent: { disabled: true },
        localization: { locale: 'zh-CN' },
        hideDarkModeToggle: true,
        forceDarkModeState: 'light',
        showDeveloperTools: 'never',
        documentDownloadType: 'json',
        defaultOpenFirstTag: false,
        customCss: `${FONTS}\n${READABLE_COLORS}`,
      }}
    />
  );
}

/** The portal's bundled Chinese font, also behind the code font (examples hold Chinese text). */
const FONTS = `.scalar-app, .scalar-api-reference, .light-mode {
  --scalar-font: "Noto Sans SC", system-ui, sans-serif;
  --scalar-font-code: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", "Noto Sans SC", monospace;
}`;

/**
 * Scalar's light theme draws secondary text (#8e8e8e) and the HTTP method labels below WCAG AA on its
 * near-white panels; these shades keep its look and reach 4.5:1 there.
 */
const READABLE_COLORS = `.light-mode {
  --scalar-color-3: #666666;
  --scalar-color-green: #00754a;
  --scalar-color-blue: #005fa3;
  --scalar-color-orange: #a84600;
  --scalar-color-red: #c20005;
  --scalar-color-yellow: #7d6300;
  --scalar-color-purple: #5203d1;
}`;
