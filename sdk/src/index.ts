/** The SDK: the open API's typed client and the <digital-human> web component (registered on import). */
import { defineDigitalHuman } from './element';

export * from './client';
export { DigitalHumanElement, defineDigitalHuman, EVENTS, type DigitalHumanEvent } from './element';

defineDigitalHuman();
