import { applyBrandTheme, readScene, type BrandTheme } from '@portal/contracts/scene/index';
import type { WorkbenchData, WorkbenchScene } from './types';

/** The company's brand as the page knows it: the branding's colour and name (000 §3 customizeText). */
export interface CompanyBrand {
  webName: string;
  webNameColor: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The project's brand setting made from the company's branding, or null when its colour is not #rrggbb. */
export function brandThemeOf(brand: CompanyBrand): BrandTheme | null {
  if (!HEX.test(brand.webNameColor)) return null;
  return { primaryColor: brand.webNameColor, name: brand.webName };
}

/** Turns the project's one brand setting on (a copy of the company's branding) or off. */
export function setBrandTheme(data: WorkbenchData, theme: BrandTheme | null): WorkbenchData {
  if (theme) return { ...data, brandTheme: theme };
  const { brandTheme: _off, ...rest } = data;
  return rest;
}

/**
 * A scene as the canvas draws it under the project's brand setting: the same function the server's
 * render applies (brand-theme.ts of the scene model), so the editor shows what the video will.
 */
export function brandedScene(scene: WorkbenchScene, theme: WorkbenchData['brandTheme']): WorkbenchScene {
  const hasLogoSlot = (scene.displayShapes ?? []).some((s) => s.brandRole === 'logo');
  if (!theme && !hasLogoSlot) return scene;
  return applyBrandTheme(readScene(scene), theme ? { name: '', ...theme } : null);
}
