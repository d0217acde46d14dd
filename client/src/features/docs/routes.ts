/** The documentation pages opened from the header (000 §2), one lazy chunk. */
export { DeveloperDocPage } from './DeveloperDocPage';
export { ProductDocPage } from './ProductDocPage';
