/**
 * The kiosk's long device token, kept in localStorage per project so the machine restarts into its
 * page with no one there (issue 29). Cleared when the server says the token was revoked.
 */
const keyOf = (projectId: string) => `kiosk.deviceToken.${projectId}`;

export function storedDeviceToken(projectId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(projectId));
  } catch {
    return null;
  }
}

export function storeDeviceToken(projectId: string, token: string | null) {
  try {
    if (token) window.localStorage.setItem(keyOf(projectId), token);
    else window.localStorage.removeItem(keyOf(projectId));
  } catch {
    // A browser without storage keeps the token for this page only.
  }
}

export interface ToolBox {
  tool: 'chatAction' | 'startAction' | 'closeAction';
  /** Percentages of the canvas, for an overlay button over the drawn image. */
  left: number;
  top: number;
  width: number;
  height: number;
}

const TOOLS = new Set(['chatAction', 'startAction', 'closeAction']);

/** Where the cte canvas draws its three tool images (002 §4), as percentages of the canvas. */
export function toolBoxesOf(dataJson: string, size: { width: number; height: number }): ToolBox[] {
  if (size.width <= 0 || size.height <= 0) return [];
  let images: unknown = null;
  try {
    const data = JSON.parse(dataJson) as { iceScenes?: { displayImages?: unknown } };
    images = data.iceScenes?.displayImages;
  } catch {
    return [];
  }
  if (!Array.isArray(images)) return [];
  return images.flatMap((e: Record<string, unknown>) => {
    const { toolType, X, Y, Width, Height } = e;
    if (typeof toolType !== 'string' || !TOOLS.has(toolType)) return [];
    if (typeof X !== 'number' || typeof Y !== 'number' || typeof Width !== 'number' || typeof Height !== 'number')
      return [];
    return [
      {
        tool: toolType as ToolBox['tool'],
        left: (X / size.width) * 100,
        top: (Y / size.height) * 100,
        width: (Width / size.width) * 100,
        height: (Height / size.height) * 100,
      },
    ];
  });
}
