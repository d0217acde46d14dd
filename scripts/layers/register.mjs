// `node --import ./scripts/layers/register.mjs …/depcruise`: dependency-cruiser's @swc/core becomes ./swc-tsx.mjs.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
