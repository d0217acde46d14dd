/** The kiosk's lazily loaded entry (/ThreeDimensionCTEPage and /ThreeDimensionCTEPreview). */
export { KioskEntry } from './KioskEntry';
